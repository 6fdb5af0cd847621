// Part 1 of the ownership matrix (ownership-matrix-suite.ts).
import { ownershipMatrixPart } from './ownership-matrix-suite';

ownershipMatrixPart(1, 2);
