package dev.catalogkit.client;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Percent-encodes a name as one URI path segment (RFC 3986): every byte of its UTF-8 form except
 * the unreserved characters. Slashes, percent signs, spaces and dots inside names stay inside their
 * segment, which is exactly what the specs ask servers to accept.
 */
public final class PathSegment {

  private static final Pattern URL_ENCODED = Pattern.compile("([A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+");

  private PathSegment() {}

  /** Whether text is already in url-encoded form: unreserved characters and %XX triplets only. */
  public static boolean isUrlEncoded(String text) {
    return URL_ENCODED.matcher(text).matches();
  }

  /**
   * An advertised namespace separator as it goes into a path: as advertised when already
   * url-encoded (as the spec asks), encoded here when not.
   */
  public static String separatorInPath(String advertised) {
    return isUrlEncoded(advertised) ? advertised : encode(advertised);
  }

  /**
   * An advertised catalog prefix as it goes into a path. The prefix is the server's, so it may span
   * segments ({@code /}) and carry %XX triplets, which stay as they are; every other character
   * outside the unreserved set is percent-encoded, and dot segments too, so no brace, space or
   * {@code $} reaches the URL and no {@code ..} steps out of the catalog's routes.
   */
  public static String prefixInPath(String prefix) {
    List<String> segments = new ArrayList<>();
    for (String segment : prefix.split("/", -1)) {
      segments.add(isUrlEncoded(segment) && !isDotSegment(segment) ? segment : encode(segment));
    }
    return String.join("/", segments);
  }

  public static String encode(String name) {
    if (isDotSegment(name)) {
      return "%2E".repeat(name.length()); // "." and ".." would be resolved away as path steps
    }
    StringBuilder encoded = new StringBuilder();
    for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (isUnreserved(c)) {
        encoded.append((char) c);
      } else {
        encoded.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)));
        encoded.append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
      }
    }
    return encoded.toString();
  }

  private static boolean isDotSegment(String name) {
    return !name.isEmpty() && name.chars().allMatch(c -> c == '.');
  }

  private static boolean isUnreserved(int c) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || (c >= '0' && c <= '9')
        || c == '-'
        || c == '.'
        || c == '_'
        || c == '~';
  }
}
