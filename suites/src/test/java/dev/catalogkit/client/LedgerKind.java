package dev.catalogkit.client;

/** The kinds of object the ledger's tests create, as a profile would declare them. */
enum LedgerKind implements ObjectKind {
  NAMESPACE,
  TABLE,
  VIEW;

  @Override
  public boolean holdsObjects() {
    return this == NAMESPACE;
  }
}
