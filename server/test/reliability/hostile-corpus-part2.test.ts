// Part 2 of the hostile corpus (hostile-corpus-suite.ts).
import { hostileCorpusPart } from './hostile-corpus-suite';

hostileCorpusPart(2, 3);
