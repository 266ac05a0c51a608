package dev.catalogkit.report.writer;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Exploration;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunReport;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * How to reproduce a failed check outside the kit: its exchanges as a bash script of {@code curl}
 * commands in the order the kit sent them (the run's set-up first), and the command line that
 * re-runs just that check's requirement. Credentials never appear: the report holds them redacted,
 * and the script reads them from {@code $CATALOG_TOKEN} (and {@code $CATALOG_CREDENTIAL} for the
 * re-run). Names the run created carry the run ID, which the script keeps in {@code $RUN_ID}.
 */
final class Repro {

  static final String JAR = "catalog-conformance-kit.jar";

  /** What the report shows in place of a secret (the HTTP layer's redaction mark). */
  private static final String REDACTED = "<redacted>";

  /** Headers curl sets itself from the command, or that would confuse a replay. */
  private static final Set<String> CURL_OWN_HEADERS =
      Set.of("host", "content-length", "connection", "accept-encoding", "transfer-encoding");

  private static final Pattern NOT_A_VARIABLE_CHAR = Pattern.compile("[^A-Z0-9]");

  private Repro() {}

  /** A check people need to reproduce: it was violated (waived or not) or it broke. */
  static boolean wanted(CheckResult check) {
    return check.failure() != null || check.outcome() == Outcome.ERROR;
  }

  /**
   * The curl script, or null when the check sent nothing. With {@code runIdKnown} the script sets
   * {@code RUN_ID} itself; without (the deterministic JSON) it asks for it.
   */
  static String curl(CheckResult check, String runId, boolean runIdKnown) {
    return curl(check.exchanges(), runId, runIdKnown);
  }

  /** The curl script of these exchanges, in this order, or null when there are none. */
  static String curl(List<ExchangeRecord> exchanges, String runId, boolean runIdKnown) {
    if (exchanges.isEmpty()) {
      return null;
    }
    StringBuilder script = new StringBuilder();
    int count = exchanges.size();
    script
        .append("# ")
        .append(count)
        .append(count == 1 ? " request" : " requests")
        .append(" in the order the kit sent them; credentials from $CATALOG_TOKEN\n");
    if (usable(runId)) {
      script.append(
          runIdKnown
              ? "RUN_ID=" + singleQuoted(runId) + "\n"
              : ": \"${RUN_ID:?set RUN_ID to run.runId of compliance.json}\"\n");
    }
    for (int i = 0; i < count; i++) {
      command(script, exchanges.get(i), i + 1, count, runId);
    }
    return script.toString();
  }

  /** {@code java -jar catalog-conformance-kit.jar … --requirement ID}: this check's rule alone. */
  static String rerun(RunReport report, CheckResult check) {
    RunInfo run = report.run();
    Exploration exploration = report.exploration();
    boolean explored = exploration != null && Exploration.AREA.equals(check.area());
    StringBuilder line = new StringBuilder("java -jar ").append(JAR);
    if (explored) {
      line.append(" explore");
    }
    line.append(" --profile ").append(word(run.profile(), null));
    line.append(" --target ").append(word(run.target(), null));
    Map<String, String> configuration = run.configuration();
    String warehouse = configuration.get("warehouse");
    if (warehouse != null && !warehouse.equals("null")) {
      line.append(" --warehouse ").append(word(warehouse, null));
    }
    String authentication = configuration.getOrDefault("authentication", "");
    if (authentication.startsWith("bearer token")) {
      line.append(" --token \"$CATALOG_TOKEN\"");
    } else if (authentication.startsWith("client credential")) {
      line.append(" --credential \"$CATALOG_CREDENTIAL\"");
    }
    new TreeMap<>(configuration)
        .forEach(
            (key, value) -> {
              if (key.startsWith("header ") && !value.contains(REDACTED)) {
                line.append(" --header ").append(word(key.substring(7) + "=" + value, null));
              }
            });
    if (explored) {
      // the same seed and planned steps generate the same sequences, the finding's among them
      return line.append(" --seed ")
          .append(exploration.seed())
          .append(" --steps ")
          .append(exploration.plannedSteps())
          .toString();
    }
    if ("true".equals(configuration.get("force-unadvertised"))) {
      line.append(" --force-unadvertised");
    }
    return line.append(" --requirement ").append(check.requirementId()).toString();
  }

  private static void command(
      StringBuilder script, ExchangeRecord exchange, int index, int count, String runId) {
    script.append("# ").append(index).append('/').append(count);
    switch (exchange.role()) {
      case RUN_SETUP -> script.append(" run set-up");
      case DECISIVE -> script.append(" decisive");
      case STEP -> script.append(" step");
    }
    if (exchange.operation() != null) {
      script.append(": ").append(oneLine(exchange.operation()));
    }
    script.append(
        exchange.status() == null
            ? " (the kit got no response)\n"
            : " (the kit got " + exchange.status() + ")\n");
    script.append("curl -sS -g --path-as-is -w '\\nHTTP %{http_code}\\n'");
    switch (exchange.method().toUpperCase(Locale.ROOT)) {
      case "GET" -> {}
      case "HEAD" -> script.append(" --head");
      default -> script.append(" -X ").append(word(exchange.method(), null));
    }
    script.append(' ').append(word(exchange.url(), runId));
    new TreeMap<>(exchange.requestHeaders())
        .forEach(
            (name, value) -> {
              if (!CURL_OWN_HEADERS.contains(name.toLowerCase(Locale.ROOT))) {
                script.append(" \\\n  -H ").append(header(name, value, runId));
              }
            });
    if (exchange.requestBody() != null) {
      script.append(" \\\n  --data-binary ").append(word(exchange.requestBody(), runId));
    }
    script.append('\n');
  }

  /** A header as one shell word; a redacted secret comes from an environment variable. */
  private static String header(String name, String value, String runId) {
    if (!value.contains(REDACTED)) {
      return word(name + ": " + value, runId);
    }
    if (name.equalsIgnoreCase("authorization")) {
      return "\"" + name + ": Bearer $CATALOG_TOKEN\"";
    }
    String variable =
        "CATALOG_HEADER_"
            + NOT_A_VARIABLE_CHAR.matcher(name.toUpperCase(Locale.ROOT)).replaceAll("_");
    return "\"" + name + ": ${" + variable + "}\"";
  }

  /**
   * Text as one bash word, byte for byte: single-quoted, with each occurrence of the run ID written
   * as {@code "${RUN_ID}"} so the script follows the variable.
   */
  static String word(String text, String runId) {
    if (!usable(runId) || !text.contains(runId)) {
      return singleQuoted(text);
    }
    StringBuilder word = new StringBuilder();
    String[] parts = text.split(Pattern.quote(runId), -1);
    for (int i = 0; i < parts.length; i++) {
      if (i > 0) {
        word.append("\"${RUN_ID}\"");
      }
      if (!parts[i].isEmpty()) {
        word.append(singleQuoted(parts[i]));
      }
    }
    return word.toString();
  }

  private static String singleQuoted(String text) {
    return "'" + text.replace("'", "'\\''") + "'";
  }

  /** A run ID short enough to occur by chance in ordinary text is not replaced. */
  private static boolean usable(String runId) {
    return runId != null && runId.length() >= JsonReportWriter.MIN_RUN_ID_LENGTH;
  }

  private static String oneLine(String text) {
    return text.replaceAll("[\\r\\n]+", " ");
  }
}
