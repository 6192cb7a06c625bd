/** A PostgreSQL cluster of this run's own (scripts/postgres-cluster.mjs). */
export declare function throwawayCluster(opts?: { durable?: boolean }): Promise<{ url: string; stop: () => void }>;
export declare class ClusterError extends Error {}
/** The newest installed PostgreSQL's programs' folder, installing Debian's package first as root when none is. */
export declare function ensurePostgres(): string;
