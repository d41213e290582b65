-- Exports (issue 37 §4): the records of a kind over a range of days, read page by page in the
-- order (day, id): this index serves each page without reading the whole table.
CREATE INDEX records_kind_performed_id ON records (kind, performed_at, id);
