CREATE TABLE `ledger_days` (
	`chain` integer NOT NULL,
	`day` text NOT NULL,
	`seq` integer NOT NULL,
	`hash` text NOT NULL,
	PRIMARY KEY(`chain`, `day`)
);
--> statement-breakpoint
-- data: each chain's head at the end of each UTC day of the entries written before: the day's last entry.
INSERT INTO ledger_days (chain, day, seq, hash)
  SELECT 1, d.day, e.seq, e.hash FROM (SELECT strftime('%Y-%m-%d', committed_at / 1000, 'unixepoch') AS day, max(seq) AS seq FROM ledger_entries GROUP BY 1) d JOIN ledger_entries e ON e.seq = d.seq
  UNION ALL
  SELECT 2, d.day, e.seq, e.hash FROM (SELECT strftime('%Y-%m-%d', committed_at / 1000, 'unixepoch') AS day, max(seq) AS seq FROM result_entries GROUP BY 1) d JOIN result_entries e ON e.seq = d.seq;
