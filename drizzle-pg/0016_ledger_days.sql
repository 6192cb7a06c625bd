CREATE TABLE "ledger_days" (
	"chain" bigint NOT NULL,
	"day" text NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "ledger_days_chain_day_pk" PRIMARY KEY("chain","day")
);
--> statement-breakpoint
-- data: each chain's head at the end of each UTC day of the entries written before: the day's last entry.
INSERT INTO ledger_days (chain, day, seq, hash)
  SELECT 1, d.day, e.seq, e.hash FROM (SELECT to_char(to_timestamp(committed_at / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, max(seq) AS seq FROM ledger_entries GROUP BY 1) d JOIN ledger_entries e ON e.seq = d.seq
  UNION ALL
  SELECT 2, d.day, e.seq, e.hash FROM (SELECT to_char(to_timestamp(committed_at / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, max(seq) AS seq FROM result_entries GROUP BY 1) d JOIN result_entries e ON e.seq = d.seq;
