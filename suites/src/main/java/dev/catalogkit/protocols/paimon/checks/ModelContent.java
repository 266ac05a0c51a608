package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.KitPremise;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Model content the checks store, made from the kit's sample: padded to a size in UTF-8 bytes, with
 * another syntax version or source, or with a part that a replacement drops. The sample stays a
 * valid document of its format in every case.
 */
public final class ModelContent {

  /** The 1 MiB limit of the Paimon Semantic Views page, in UTF-8 bytes. */
  static final int LIMIT_BYTES = 1024 * 1024;

  /** A definition-level member that only a first definition holds; its replacement drops it. */
  static final String FIRST_DEFINITION_ONLY = "comment: only in the first definition\n";

  private static final Pattern VERSION_LINE = Pattern.compile("(?m)^version:.*$");
  private static final Pattern SOURCE_LINES = Pattern.compile("(?m)^(\\s*(?:- )?)source:.*$");

  private ModelContent() {}

  /**
   * The sample followed by YAML comment lines of {@code filler}, of exactly {@code bytes} UTF-8
   * bytes (or one more, when a two-byte filler cannot land on the exact count).
   */
  static String paddedTo(String sample, int bytes, String filler) {
    StringBuilder content = new StringBuilder(sample);
    int size = sample.getBytes(StandardCharsets.UTF_8).length;
    // a sample over the size asked would turn a check of the limit into one of the sample
    KitPremise.require(
        size <= bytes, "the sample of " + size + " bytes fits in the " + bytes + " asked");
    int fillerBytes = filler.getBytes(StandardCharsets.UTF_8).length;
    while (size + 3 <= bytes) {
      int room = Math.min(200, (bytes - size - 3) / fillerBytes);
      if (room == 0) {
        break;
      }
      content.append("# ").append(filler.repeat(room)).append('\n');
      size += 3 + room * fillerBytes;
    }
    content.append(" ".repeat(Math.max(0, bytes - size)));
    return content.toString();
  }

  /** The sample one byte over the limit. */
  static String overLimit(String sample) {
    return paddedTo(sample, LIMIT_BYTES + 1, "x");
  }

  /** The sample declaring another syntax version; empty when it declares none at the top level. */
  public static Optional<String> withSyntaxVersion(String sample, String version) {
    return replaced(VERSION_LINE.matcher(sample), "version: '" + version + "'");
  }

  /** The sample with every {@code source:} naming this source instead; empty without one. */
  static Optional<String> withSource(String sample, String source) {
    return replaced(SOURCE_LINES.matcher(sample), "$1source: " + Matcher.quoteReplacement(source));
  }

  private static Optional<String> replaced(Matcher lines, String replacement) {
    return lines.find() ? Optional.of(lines.replaceAll(replacement)) : Optional.empty();
  }
}
