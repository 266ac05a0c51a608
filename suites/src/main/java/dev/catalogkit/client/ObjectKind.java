package dev.catalogkit.client;

/**
 * A kind of catalog object, as a profile names them (an enum of its own: an Iceberg namespace, a
 * Paimon database, a semantic view). What the ledger and the janitors' shared steps ask of it is
 * only whether it holds the others.
 */
public interface ObjectKind {

  /**
   * Whether objects of this kind hold the others (a namespace, a database): such an object is named
   * by its levels alone, and dropping it settles what was created in it.
   */
  boolean holdsObjects();

  /** The kind's name (an enum constant's), lower-cased where a leftover line names the object. */
  String name();
}
