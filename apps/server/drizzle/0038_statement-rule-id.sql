ALTER TABLE "statements" ADD COLUMN "rule_id" text;--> statement-breakpoint
-- Statements written before rule ids: those whose rule is one of Forewarn's own, word for word,
-- or a notice's, get its id, so they read in each reader's language too; any other keeps its text.
UPDATE "statements" SET "rule_id" = CASE "rule"
  WHEN 'Forewarn’s rules for cases: a case must be true, about the conduct described, and lawful.' THEN 'hide'
  WHEN 'Forewarn’s crowd rule: while sign-ups run above normal, a new account’s first-day case waits for a moderator.' THEN 'hold'
  WHEN 'Forewarn’s rules for members: no abuse, harassment or misuse of the registry.' THEN 'suspend'
  WHEN 'Forewarn’s trade verification: a licence must be checked against its register.' THEN 'refuse_trade'
END WHERE "rule_id" IS NULL;--> statement-breakpoint
UPDATE "statements" AS s SET "rule_id" = 'notice:' || n."regime" || ':' || n."reason"
  FROM "notices" AS n
  WHERE s."notice_id" = n."id" AND s."rule_id" IS NULL
    AND s."rule" LIKE '%; Forewarn’s terms: no case may carry content the law forbids (%';
