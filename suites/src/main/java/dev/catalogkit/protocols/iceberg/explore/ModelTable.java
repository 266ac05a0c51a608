package dev.catalogkit.protocols.iceberg.explore;

/**
 * A table as the model expects it: the UUID its create answered, and the requirement that promised
 * it loads under its name now (a rename's), or null where no sentence does (a plain create).
 */
record ModelTable(String uuid, String vouchedBy) {}
