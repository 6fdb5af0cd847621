// Part 1 of the hostile corpus (hostile-corpus-suite.ts).
import { hostileCorpusPart } from './hostile-corpus-suite';

hostileCorpusPart(1, 3);
