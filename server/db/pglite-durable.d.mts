import { NodeFS } from '@electric-sql/pglite/nodefs';

/** PGlite's own start parameters with fsync turned back on. */
export declare const durableStartParams: string[];

/** PGlite's Node filesystem whose fsync reaches the disk. */
export declare class DurableNodeFS extends NodeFS {}
