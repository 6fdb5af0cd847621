// Part 3 of the hostile corpus (hostile-corpus-suite.ts).
import { hostileCorpusPart } from './hostile-corpus-suite';

hostileCorpusPart(3, 3);
