package dev.catalogkit.report.writer;

import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.WellFormed;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes what differs between two runs against one unchanged server as placeholders, so that {@code
 * compliance.json} is the same outside its {@code run} object: the run ID, ports in URLs, page
 * tokens in query strings, the numbers of the names the run numbered and UUIDs (the server's and
 * the kit's). Statuses, outcomes and every other word are kept.
 *
 * <p>Numbered names and UUIDs are relabelled, not blanked: each distinct value gets its own label,
 * so what was equal stays equal and what differed stays different. A label is scoped by the check
 * it first appears in ({@code incomplete_12_2}: the second name of the check whose scope is 12), so
 * one check that makes another name does not renumber every check after it; the scope is a number
 * of the check's fingerprint ({@link #scopeOf}), so neither does a check one run has and the other
 * lacks. {@link #inCheck} sets the scope; values first seen outside every check get scope 0. A
 * UUID's label is a UUID too ({@code 00000000-0000-0000-0012-000000000001}), so a curl script that
 * sends one as an {@code Idempotency-Key} still replays.
 */
final class VolatileValues {

  /** Stands in for the run ID in names, URLs and messages outside the {@code run} object. */
  static final String RUN_ID = "{runId}";

  static final String PORT = "{port}";
  static final String PAGE_TOKEN = "{pageToken}";

  /** How many scopes checks are spread over: eight digits, two groups of a UUID label. */
  static final int SCOPES = 99_999_999;

  /** A shorter run ID is left alone: replacing it would mangle ordinary text such as "409". */
  static final int MIN_RUN_ID_LENGTH = 4;

  private static final Pattern PAGE_TOKENS =
      Pattern.compile("([?&](?:pageToken|page-token)=)[^&\\s'\"#\\\\]+");
  private static final Pattern UUIDS =
      Pattern.compile(
          "(?<![0-9A-Fa-f-])[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}"
              + "-[0-9A-Fa-f]{12}(?![0-9A-Fa-f-])");
  private static final Pattern NUMBERS = Pattern.compile("_(\\d{1,9})(?!\\d)");
  private static final Pattern PORTS =
      Pattern.compile("(://(?:\\[[0-9A-Fa-f:.]+]|[^/\\s:@'\"\\\\]+)):\\d{1,5}(?!\\d)");

  private final String runId;
  private final Map<Integer, String> purposes;
  private final Map<String, String> labels = new HashMap<>();
  private final Map<String, Integer> counts = new HashMap<>();
  private int scope;

  VolatileValues(RunInfo run) {
    this.runId =
        run.runId() == null || run.runId().length() < MIN_RUN_ID_LENGTH ? null : run.runId();
    this.purposes = run.numberedNames();
  }

  /** Labels made from now on belong to the check with this scope (at least 1). */
  void inCheck(int number) {
    scope = number;
  }

  /**
   * A check's scope: a number from 1 to {@link #SCOPES} of its fingerprint ({@code
   * iceberg/ICE-VRP-03/ReplaceViewSuite#...[add-schema]}), the same in every run.
   */
  static int scopeOf(String fingerprint) {
    return 1 + Math.floorMod(fingerprint.hashCode(), SCOPES);
  }

  /** Values first seen from now on are outside every check. */
  void outsideChecks() {
    scope = 0;
  }

  /** The text with every volatile value as its placeholder or label; lone surrogates as U+FFFD. */
  String text(String text) {
    if (text == null) {
      return null;
    }
    String stable = runId == null ? text : text.replace(runId, RUN_ID);
    stable = PAGE_TOKENS.matcher(stable).replaceAll(match -> quoted(match.group(1) + PAGE_TOKEN));
    stable = UUIDS.matcher(stable).replaceAll(match -> quoted(uuid(match.group())));
    String named = stable;
    stable = NUMBERS.matcher(named).replaceAll(match -> quoted(numberedName(named, match)));
    stable = PORTS.matcher(stable).replaceAll(match -> quoted(match.group(1) + ":" + PORT));
    return WellFormed.text(stable);
  }

  private String uuid(String uuid) {
    return labels.computeIfAbsent(
        "uuid " + uuid.toLowerCase(Locale.ROOT),
        key ->
            String.format(
                Locale.ROOT,
                "00000000-0000-%04d-%04d-%012d",
                scope / 10_000,
                scope % 10_000,
                next("uuid")));
  }

  /**
   * {@code _351} after the purpose the run numbered 351 with ({@code incomplete_351}, or in a URL
   * {@code order%20metrics_351}) becomes that name's label; any other {@code _<digits>} is left
   * alone.
   */
  private String numberedName(String text, MatchResult match) {
    String purpose = purposes.get(Integer.valueOf(match.group(1)));
    String before = match.group();
    if (purpose == null
        || !(endsWith(text, match.start(), purpose)
            || endsWith(text, match.start(), encoded(purpose)))) {
      return before;
    }
    String name = purpose + before;
    String label =
        labels.computeIfAbsent("name " + name, key -> purpose + "_" + scope + "_" + next("name"));
    return label.substring(purpose.length());
  }

  /** Whether the text before {@code end} ends with {@code part} (percent escapes in any case). */
  private static boolean endsWith(String text, int end, String part) {
    int start = end - part.length();
    return start >= 0 && text.regionMatches(true, start, part, 0, part.length());
  }

  /** The purpose as a URL path carries it: every byte outside the unreserved set as {@code %XX}. */
  private static String encoded(String purpose) {
    StringBuilder encoded = new StringBuilder();
    for (byte b : purpose.getBytes(StandardCharsets.UTF_8)) {
      char c = (char) (b & 0xff);
      if (c < 0x80 && (Character.isLetterOrDigit(c) || "-._~".indexOf(c) >= 0)) {
        encoded.append(c);
      } else {
        encoded.append(String.format(Locale.ROOT, "%%%02X", b & 0xff));
      }
    }
    return encoded.toString();
  }

  private int next(String kind) {
    return counts.merge(kind + " " + scope, 1, Integer::sum);
  }

  private static String quoted(String replacement) {
    return Matcher.quoteReplacement(replacement);
  }
}
