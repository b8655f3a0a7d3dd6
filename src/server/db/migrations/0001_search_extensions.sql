-- Trigram matching for typo-tolerant search and prefix suggestions (PostgreSQL 13+ marks it trusted).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
