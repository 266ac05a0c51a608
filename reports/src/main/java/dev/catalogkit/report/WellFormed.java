package dev.catalogkit.report;

/**
 * Text that every report format can encode: a server's strings may carry lone surrogates (a JSON
 * {@code \ud800} decodes to one), which no UTF-8 encoder accepts; each becomes U+FFFD.
 */
public final class WellFormed {

  private WellFormed() {}

  public static String text(String text) {
    if (text == null || text.chars().noneMatch(c -> Character.isSurrogate((char) c))) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    // a pair makes one code point above U+FFFF; what is left in the surrogate range is alone
    text.codePoints()
        .forEach(cp -> out.appendCodePoint(cp >= 0xD800 && cp <= 0xDFFF ? 0xFFFD : cp));
    return out.toString();
  }
}
