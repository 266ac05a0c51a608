package dev.catalogkit.spec;

/** A spec document or the catalogue is missing or broken: the kit cannot run (exit 2, ERROR). */
public class SpecDocumentException extends RuntimeException {
  public SpecDocumentException(String message) {
    super(message);
  }
}
