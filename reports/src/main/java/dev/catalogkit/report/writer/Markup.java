package dev.catalogkit.report.writer;

import java.util.function.IntFunction;

/**
 * Escaping for text that ends up in HTML or XML. Server-provided text is hostile: markup, scripts,
 * control characters, lone surrogates, bidi overrides. Everything is escaped; characters that are
 * illegal in XML 1.0 or invisible on screen are shown as {@code \}{@code uXXXX} so the evidence
 * stays readable and honest.
 */
final class Markup {

  private Markup() {}

  /** Text for HTML element content or a double-quoted attribute value. */
  static String html(String text) {
    return escape(
        text,
        cp ->
            switch (cp) {
              case '"' -> "&quot;";
              case '\'' -> "&#39;";
              default -> isHidden(cp) ? "<span class=\"ctl\">" + visible(cp) + "</span>" : null;
            });
  }

  /** Text for XML element content: legal XML 1.0, carriage returns kept. */
  static String xmlText(String text) {
    return xml(text, false);
  }

  /** Text for a double-quoted XML attribute value: line breaks and tabs survive normalisation. */
  static String xmlAttribute(String text) {
    return xml(text, true);
  }

  /** Plain text with hidden characters made visible, for consoles and CI logs. */
  static String plain(String text) {
    if (text == null) {
      return "";
    }
    StringBuilder out = new StringBuilder(text.length());
    text.codePoints()
        .forEach(cp -> out.append(isHidden(cp) ? visible(cp) : Character.toString(cp)));
    return out.toString();
  }

  private static String xml(String text, boolean attribute) {
    return escape(
        text,
        cp ->
            switch (cp) {
              case '"' -> attribute ? "&quot;" : null;
              case '\r' -> "&#13;";
              case '\n' -> attribute ? "&#10;" : null;
              case '\t' -> attribute ? "&#9;" : null;
              default -> isHidden(cp) ? visible(cp) : null;
            });
  }

  /**
   * Escapes the markup characters HTML and XML share and replaces the rest as {@code others} says;
   * null from {@code others} keeps the character as it is.
   */
  private static String escape(String text, IntFunction<String> others) {
    if (text == null) {
      return "";
    }
    StringBuilder out = new StringBuilder(text.length() + 16);
    text.codePoints()
        .forEach(
            cp -> {
              String replacement =
                  switch (cp) {
                    case '&' -> "&amp;";
                    case '<' -> "&lt;";
                    case '>' -> "&gt;";
                    default -> others.apply(cp);
                  };
              if (replacement == null) {
                out.appendCodePoint(cp);
              } else {
                out.append(replacement);
              }
            });
    return out.toString();
  }

  /**
   * Characters not shown as themselves: controls other than tab and line breaks (illegal in XML 1.0
   * or invisible), lone surrogates, the non-characters U+FFFE and U+FFFF, and the zero-width and
   * bidi formatting characters that can make text read differently from what it is.
   */
  static boolean isHidden(int cp) {
    if (cp == '\t' || cp == '\n' || cp == '\r') {
      return false;
    }
    return cp < 0x20
        || (cp >= 0x7F && cp <= 0x9F)
        || (cp >= 0xD800 && cp <= 0xDFFF)
        || cp == 0xFFFE
        || cp == 0xFFFF
        || (cp >= 0x200B && cp <= 0x200F)
        || (cp >= 0x202A && cp <= 0x202E)
        || (cp >= 0x2066 && cp <= 0x2069)
        || cp == 0xFEFF;
  }

  private static String visible(int cp) {
    return String.format("\\u%04X", cp);
  }
}
