package dev.catalogkit.spec;

/**
 * Where a requirement comes from: a seed file of {@code shared/seeds} and the sentence quoted word
 * for word, or (seed {@code null}) a public fact of the upstream spec named in {@code document}.
 */
public record SpecSource(String seed, String document, String quote) {

  /** A short human form for reports: the seed file (or document) and the quote. */
  public String cite() {
    return (seed != null ? seed : document) + ": \u201c" + quote + "\u201d";
  }
}
