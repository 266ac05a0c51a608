package dev.catalogkit.selftest;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.RunReport;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * What steered a run's checks: the answers to what the run sent before its first check (discovery,
 * the run's namespace) and to what its probes sent, whose findings the other checks follow. Two
 * runs whose steering is alike start their checks knowing the same of the server, so a check sends
 * the same requests in both. Each exchange is kept as one line, method, URL, status and body, with
 * what differs between any two runs (the run ID, the warehouse, UUIDs, ports, numbered names,
 * millisecond clocks) as placeholders.
 */
final class RunSteering {

  private static final Pattern UUIDS =
      Pattern.compile(
          "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}");
  private static final Pattern PORTS = Pattern.compile("(://[^/\\s:\"]+):\\d{1,5}");
  private static final Pattern NUMBERED = Pattern.compile("_\\d+");
  private static final Pattern CLOCKS = Pattern.compile("\\d{12,}");

  private final List<String> lines;
  static final java.util.concurrent.atomic.AtomicLong TMP_TOTAL =
      new java.util.concurrent.atomic.AtomicLong();

  private RunSteering(List<String> lines) {
    this.lines = List.copyOf(lines);
  }

  /**
   * Watches a run's exchanges for the ones it sent itself before its checks: until its console
   * names the run ("Run cck_... against ..."), which it prints once its namespace is made, or until
   * a check sends.
   */
  static final class Watch implements BiConsumer<String, Exchange> {
    private final List<Exchange> beforeChecks = Collections.synchronizedList(new ArrayList<>());
    private final AtomicLong recorded = new AtomicLong();
    private volatile boolean checksStarted;

    @Override
    public void accept(String checkId, Exchange exchange) {
      recorded.incrementAndGet();
      if (!ExchangeRecorder.OUTSIDE_CHECKS.equals(checkId)) {
        checksStarted = true;
      } else if (!checksStarted) {
        beforeChecks.add(exchange);
      }
    }

    /** How many exchanges the run recorded so far. */
    long exchanges() {
      return recorded.get();
    }

    /** The run's console lines. */
    void console(String line) {
      if (line.startsWith("Run ")) {
        checksStarted = true;
      }
    }

    /**
     * The run's steering: its exchanges before the checks, then those of its probes (which it must
     * have selected), in report order; the warehouse it ran in is a placeholder.
     */
    RunSteering of(RunReport report, Set<String> probes, String warehouse) {
      List<String> lines = new ArrayList<>();
      synchronized (beforeChecks) {
        beforeChecks.forEach(
            e ->
                lines.add(
                    line(e.request().method(), e.url(), e.status(), e.body(), e.transportError())));
      }
      for (CheckResult check : report.checks()) {
        if (probes.contains(check.requirementId())) {
          lines.add("check " + check.name());
          check.exchanges().stream().map(RunSteering::line).forEach(lines::add);
        }
      }
      String runId = report.run().runId();
      return new RunSteering(lines.stream().map(line -> stable(line, runId, warehouse)).toList());
    }
  }

  /** The first line where the two differ, both sides; empty when they are alike. */
  Optional<String> firstDifference(RunSteering other) {
    return IntStream.range(0, Math.max(lines.size(), other.lines.size()))
        .filter(i -> !lineAt(i).equals(other.lineAt(i)))
        .mapToObj(
            i -> "without the fault \"" + lineAt(i) + "\", with it \"" + other.lineAt(i) + "\"")
        .findFirst();
  }

  private String lineAt(int index) {
    return index < lines.size() ? lines.get(index) : "(nothing)";
  }

  private static String line(ExchangeRecord exchange) {
    return line(
        exchange.method(),
        exchange.url(),
        exchange.status(),
        exchange.responseBody(),
        exchange.transportError());
  }

  private static String line(
      String method, String url, Integer status, String body, String transportError) {
    return method + " " + url + " -> " + (status == null ? transportError : status + " " + body);
  }

  private static String stable(String line, String runId, String warehouse) {
    String stable = line;
    if (runId != null) {
      stable = stable.replace(runId, "{run}");
    }
    if (warehouse != null) {
      stable = stable.replace(warehouse, "{warehouse}");
    }
    stable = UUIDS.matcher(stable).replaceAll("{uuid}");
    stable = PORTS.matcher(stable).replaceAll("$1:{port}");
    stable = CLOCKS.matcher(stable).replaceAll("{clock}");
    return NUMBERED.matcher(stable).replaceAll("_{n}");
  }
}
