package dev.catalogkit.report.writer;

/**
 * A line a person reads on the console or in a CI log, from text a server may have written: line
 * breaks and tabs become spaces, hidden characters (ESC, BEL, NUL, C0/C1 controls, bidi overrides,
 * lone surrogates) are shown as {@code \}{@code uXXXX} as in the summary ({@link Markup#plain}),
 * and the line is cut at {@link #MAX_CHARS}, so no answer can rewrite the terminal or flood it.
 */
public final class ConsoleLine {

  /** One wide, wrapped screen line: room for a failure and its hint, not for a body. */
  public static final int MAX_CHARS = 500;

  private ConsoleLine() {}

  public static String of(String text) {
    return of(text, MAX_CHARS);
  }

  public static String of(String text, int maxChars) {
    String line = Markup.plain(String.valueOf(text).replaceAll("[\\t\\n\\x0B\\f\\r]+", " "));
    if (line.length() <= maxChars) {
      return line;
    }
    int end = maxChars - 3;
    return line.substring(0, Character.isLowSurrogate(line.charAt(end)) ? end - 1 : end) + "...";
  }
}
