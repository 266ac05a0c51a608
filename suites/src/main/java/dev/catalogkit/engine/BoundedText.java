package dev.catalogkit.engine;

import java.util.Collection;
import java.util.Iterator;
import java.util.Locale;

/**
 * Texts about a server's answers, cut to a bound where they are made: a failure's expected and
 * actual, its hint, a step's reason, a leftover line. Each lands in every report and on the
 * console, and a server decides how long the names and messages in them are (60 listed names of 120
 * KB once made one failure text of 73.7 M characters), so a run's memory and report size would
 * otherwise follow the server.
 */
public final class BoundedText {

  /** The most characters a text keeps: more than any failure a person reads, far below a body. */
  public static final int MAX_CHARS = 4096;

  private BoundedText() {}

  /** The text, or its first {@link #MAX_CHARS} characters and how many were cut. */
  public static String cut(String text) {
    if (text == null || text.length() <= MAX_CHARS) {
      return text;
    }
    int keep = Character.isHighSurrogate(text.charAt(MAX_CHARS - 1)) ? MAX_CHARS - 1 : MAX_CHARS;
    return text.substring(0, keep)
        + "… (cut: "
        + String.format(Locale.ROOT, "%,d", text.length() - keep)
        + " characters)";
  }

  /**
   * A value as {@code String.valueOf} shows it, cut; a collection (a listing, say) is rendered only
   * as far as the bound, so that a listing of huge names is never joined whole.
   */
  public static String of(Object value) {
    if (!(value instanceof Collection<?> items)) {
      return cut(String.valueOf(value));
    }
    StringBuilder text = new StringBuilder("[");
    Iterator<?> each = items.iterator();
    int shown = 0;
    while (each.hasNext() && text.length() <= MAX_CHARS) {
      text.append(shown++ == 0 ? "" : ", ").append(cut(String.valueOf(each.next())));
    }
    String rendered = cut(text.append(each.hasNext() ? "" : "]").toString());
    return each.hasNext() ? rendered + " (and " + (items.size() - shown) + " more)" : rendered;
  }
}
