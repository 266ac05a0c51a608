package dev.catalogkit.protocols.iceberg;

import dev.catalogkit.client.ObjectKind;

/**
 * What an Iceberg run creates: namespaces (of one level or more), and the tables and views in them.
 */
public enum IcebergKind implements ObjectKind {
  NAMESPACE,
  TABLE,
  VIEW;

  @Override
  public boolean holdsObjects() {
    return this == NAMESPACE;
  }
}
