package dev.catalogkit.protocols.paimon;

import dev.catalogkit.client.ObjectKind;

/** What a Paimon run creates: databases, and the tables, SQL views and semantic views in them. */
public enum PaimonKind implements ObjectKind {
  DATABASE,
  TABLE,
  /** A SQL view. */
  VIEW,
  SEMANTIC_VIEW;

  @Override
  public boolean holdsObjects() {
    return this == DATABASE;
  }
}
