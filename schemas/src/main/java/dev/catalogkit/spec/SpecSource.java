package dev.catalogkit.spec;

/**
 * Where a requirement comes from: the public page that carries the sentence ({@code document} names
 * it, {@code url} links it) and the sentence quoted word for word. Reports cite these and nothing
 * else, so a reader can check every rule against the published text.
 */
public record SpecSource(String document, String url, String quote) {

  /** A short human form for reports: the page and the quote. */
  public String cite() {
    return document + ": \u201c" + quote + "\u201d";
  }
}
