package dev.catalogkit.report.writer;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Exploration;
import dev.catalogkit.report.NotJudged;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunHealth;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.RunVerdict;
import dev.catalogkit.report.baseline.Comparison;
import dev.catalogkit.report.baseline.Finding;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.stream.Stream;

/**
 * The plain-text summary printed at the end of a run: outcome counts, a table of requirements by
 * area, the failing (and erroring) requirements with their titles, and the verdict with the exit
 * code. Lines are at most {@value #WIDTH} columns; ANSI colours only when asked for.
 */
public final class ConsoleSummary {

  public static final int WIDTH = 100;

  private static final int AREA_WIDTH_MAX = 28;
  private static final String RESET = "\u001b[0m";

  /** How many of the 5xx answers to valid requests the summary names. */
  private static final int FIRST_SERVER_ERRORS = 3;

  /** The area table's columns after the area: the requirement count, then one per outcome. */
  private static final List<String> COLUMNS =
      Stream.concat(
              Stream.of("Requirements"), ReportOrder.DISPLAY.stream().map(ConsoleSummary::column))
          .toList();

  private ConsoleSummary() {}

  /** The summary without colours, lines separated by {@code \n}, ending with a newline. */
  public static String render(RunReport report) {
    return render(report, false);
  }

  /** The summary; {@code colour} adds ANSI colours to outcome labels, IDs and the verdict. */
  public static String render(RunReport report, boolean colour) {
    return new Summary(report, colour).render();
  }

  private record Summary(RunReport report, boolean colour) {

    String render() {
      RunInfo run = report.run();
      List<String> lines = new ArrayList<>();
      lines.add(
          fit(
              "Catalog Conformance Kit "
                  + run.kitVersion()
                  + " | profile "
                  + run.profile()
                  + " | target "
                  + run.target()));
      lines.add(
          fit(
              "Run "
                  + run.runId()
                  + ": "
                  + report.checks().size()
                  + " checks, judged "
                  + report.judgedCount()
                  + " of "
                  + report.requirements().size()
                  + " requirements in "
                  + String.format(Locale.ROOT, "%.1f s", run.durationMillis() / 1000.0)));
      lines.add("");
      health(lines);
      lines.add(counts("Checks:       ", report.checkCounts()));
      lines.add(counts("Requirements: ", report.requirementCounts()));
      lines.add("");
      if (!report.explorationOnly()) { // the rest was not asked for, so not worth a line each
        notJudged(lines);
        areaTable(lines);
      }
      exploration(lines);
      failing(lines, Outcome.FAIL, "Failing requirements (MUST):");
      failing(
          lines,
          Outcome.WARN,
          report.policy().failOnWarn()
              ? "Warnings (SHOULD), failing the run under --fail-on warn:"
              : "Warnings (SHOULD; they fail the run only under --fail-on warn):");
      failing(
          lines,
          Outcome.FLAKY,
          "Flaky requirements (violated in some runs alone; a flaky MUST fails the run):");
      failing(lines, Outcome.ERROR, "Errors (the kit or the environment broke, not the server):");
      failing(lines, Outcome.WAIVED, "Waived failures (accepted by --waivers):");
      waiverProblems(lines);
      baseline(lines);
      if (!report.leftovers().isEmpty()) {
        lines.add(
            fit(
                "Leftovers: "
                    + report.leftovers().size()
                    + " objects the janitor could not delete (listed in compliance.html)"));
        lines.add("");
      }
      RunVerdict verdict = report.verdict();
      lines.add(
          "Verdict: "
              + (colour ? ansi(verdict) + verdict.name() + RESET : verdict.name())
              + " (exit code "
              + report.exitCode()
              + ")"
              + (report.explorationOnly()
                  ? " - explore runs no check: it judges only what it finds"
                  : "")
              + (verdict == RunVerdict.INCOMPLETE && !report.explorationOnly()
                  ? " - judged "
                      + report.judgedCount()
                      + " of "
                      + report.requirements().size()
                      + "; see \"Not judged\" above"
                  : "")
              + (report.policy().failOnNew()
                  ? " - --fail-on new: " + count(report.regressions().size(), "regression")
                  : ""));
      return String.join("\n", lines) + "\n";
    }

    /**
     * What the exploration walked and each finding with its outcome; the findings are judged with
     * their requirements, so the failing lists below hold them too.
     */
    private void exploration(List<String> lines) {
      Exploration exploration = report.exploration();
      if (exploration == null) {
        return;
      }
      lines.add(fit("Exploration " + report.explorationLine().orElseThrow()));
      for (CheckResult finding : report.explorationFindings()) {
        lines.add(
            fit("  " + paint(finding.outcome(), finding.outcome().name()) + " " + finding.name()));
      }
      exploration.stoppedWalks().forEach(why -> wrap("  ", "a walk stopped early: " + why, lines));
      lines.add("");
    }

    /**
     * First, because a vendor fixes it first: valid requests the server answered with 5xx, and what
     * the isolation phase found when it ran the checks that did not pass once more alone.
     */
    private void health(List<String> lines) {
      LoadLine.of(report.health().load()).ifPresent(line -> wrap("", line, lines));
      RunHealth.ServerErrors errors = report.health().serverErrors();
      if (errors.count() > 0) {
        lines.add(
            fit(
                "Server errors: "
                    + errors.count()
                    + " of "
                    + errors.validRequests()
                    + " valid requests got a 5xx answer; the first:"));
        errors.first().stream()
            .limit(FIRST_SERVER_ERRORS)
            .forEach(exchange -> lines.add(fit("  " + exchange.summary())));
      }
      RunHealth.Isolation isolation = report.health().isolation();
      if (isolation.candidates() > 0) {
        lines.add(
            fit(
                String.format(
                    Locale.ROOT,
                    "Isolation: %d checks that did not pass ran again alone (%d runs, %.1f s; bound %s)",
                    isolation.candidates(),
                    isolation.runs(),
                    isolation.millis() / 1000.0,
                    isolation.bound())));
        lines.add(
            fit(
                String.format(
                    Locale.ROOT,
                    "  %d passed alone only, %d flaky, %d not run again",
                    isolation.passedAloneOnly(),
                    isolation.flaky(),
                    isolation.unconfirmed())));
      }
      if (errors.count() > 0
          || isolation.candidates() > 0
          || LoadLine.of(report.health().load()).isPresent()) {
        lines.add("");
      }
    }

    /** Why the rest were not judged, reasons that make the run INCOMPLETE first. */
    private void notJudged(List<String> lines) {
      SortedMap<NotJudged, List<RequirementVerdict>> byReason = report.notJudged();
      if (byReason.isEmpty()) {
        return;
      }
      lines.add(
          "Not judged: "
              + (report.requirements().size() - report.judgedCount())
              + " of "
              + report.requirements().size()
              + " requirements");
      byReason.forEach(
          (why, verdicts) -> {
            lines.add(fit("  " + why.meaning() + " (" + verdicts.size() + "):"));
            String ids =
                String.join(", ", verdicts.stream().map(v -> v.requirement().id()).toList());
            wrap("    ", ids, lines);
          });
      lines.add("");
    }

    /** Comma-separated IDs wrapped at {@link #WIDTH}, every line with the same indent. */
    private static void wrap(String indent, String text, List<String> lines) {
      StringBuilder line = new StringBuilder(indent);
      for (String word : text.split(" ")) {
        if (line.length() > indent.length() && line.length() + 1 + word.length() > WIDTH) {
          lines.add(line.toString());
          line = new StringBuilder(indent);
        }
        line.append(line.length() > indent.length() ? " " : "").append(word);
      }
      lines.add(line.toString());
    }

    private String counts(String label, Map<Outcome, Integer> counts) {
      StringBuilder line = new StringBuilder(label);
      for (Outcome outcome : ReportOrder.DISPLAY) {
        line.append(paint(outcome, shortLabel(outcome)))
            .append(' ')
            .append(String.format(Locale.ROOT, "%-4d", counts.get(outcome)));
      }
      return line.toString().stripTrailing();
    }

    private void areaTable(List<String> lines) {
      Map<String, Map<Outcome, Integer>> byArea = report.requirementCountsByArea();
      int areaWidth =
          Math.max(
              "total".length(),
              byArea.keySet().stream()
                  .mapToInt(area -> Math.min(area.length(), AREA_WIDTH_MAX))
                  .max()
                  .orElse(0));
      lines.add(row(areaWidth, "Area", COLUMNS));
      String rule =
          row(
              areaWidth,
              "-".repeat(areaWidth),
              COLUMNS.stream().map(label -> "-".repeat(label.length())).toList());
      lines.add(rule);
      int[] totals = new int[COLUMNS.size()];
      byArea.forEach(
          (area, counts) -> {
            int[] cells = new int[COLUMNS.size()];
            cells[0] = counts.values().stream().mapToInt(Integer::intValue).sum();
            for (int i = 0; i < ReportOrder.DISPLAY.size(); i++) {
              cells[i + 1] = counts.get(ReportOrder.DISPLAY.get(i));
            }
            for (int i = 0; i < cells.length; i++) {
              totals[i] += cells[i];
            }
            lines.add(row(areaWidth, area, numbers(cells)));
          });
      lines.add(rule);
      lines.add(row(areaWidth, "total", numbers(totals)));
      lines.add("");
    }

    private static List<String> numbers(int[] values) {
      return Arrays.stream(values).mapToObj(Integer::toString).toList();
    }

    /** Area left-aligned, then each cell right-aligned under its column label. */
    private static String row(int areaWidth, String area, List<String> cells) {
      StringBuilder line = new StringBuilder(pad(cut(Markup.plain(area), areaWidth), areaWidth));
      for (int i = 0; i < cells.size(); i++) {
        String cell = cells.get(i);
        line.append("  ")
            .append(" ".repeat(Math.max(0, COLUMNS.get(i).length() - cell.length())))
            .append(cell);
      }
      return line.toString();
    }

    private void failing(List<String> lines, Outcome outcome, String heading) {
      List<RequirementVerdict> matching =
          ReportOrder.requirements(report).stream()
              .filter(verdict -> verdict.outcome() == outcome)
              .toList();
      if (matching.isEmpty()) {
        return;
      }
      lines.add(heading);
      int idWidth =
          matching.stream()
              .mapToInt(verdict -> verdict.requirement().id().length())
              .max()
              .orElse(0);
      for (RequirementVerdict verdict : matching) {
        String id = pad(Markup.plain(verdict.requirement().id()), idWidth);
        String plain = fit("  " + id + "  " + verdict.requirement().title());
        // colour is added after fitting, so the visible width stays within WIDTH
        lines.add(
            plain.length() < 2 + id.length()
                ? plain
                : "  " + paint(outcome, id) + plain.substring(2 + id.length()));
        String indent = "  " + " ".repeat(idWidth) + "  ";
        if (verdict.causedBy() != null) {
          // one defect is fixed once: the line points at the requirement whose finding it is
          String cause =
              report
                  .findRequirement(verdict.causedBy())
                  .map(root -> verdict.causedBy() + " (" + root.outcome() + ")")
                  .orElse(verdict.causedBy());
          lines.add(fit(indent + "same cause as " + cause + ", not a problem of its own"));
          continue;
        }
        String obligation = verdict.requirement().obligation();
        if (obligation != null) {
          // a vendor disputing a FAIL sees first which words of the spec bind the server
          lines.add(fit(indent + "MUST by its " + obligation));
        }
        why(verdict).ifPresent(why -> lines.add(fit(indent + "why: " + why)));
        lines.add(fit(indent + "fix: " + verdict.requirement().hint()));
      }
      lines.add("");
    }

    /** One line on why: the first failing check's message, or its reason (ERROR, WAIVED). */
    private Optional<String> why(RequirementVerdict verdict) {
      return ReportOrder.checks(report).stream()
          .filter(check -> verdict.checkIds().contains(check.id()))
          .filter(check -> check.outcome() == verdict.outcome())
          .map(
              check ->
                  check.outcome() == Outcome.WAIVED || check.failure() == null
                      ? check.reason()
                      : check.failure().message())
          .filter(why -> why != null)
          .map(why -> why.replaceAll("\\s+", " "))
          .findFirst();
    }

    /**
     * The run against {@code --baseline}: the counts, the regressions, the other new findings, the
     * requirements with known findings (still listed above by outcome), and the fixed findings.
     */
    private void baseline(List<String> lines) {
      Optional<Comparison> compared = Comparison.of(report);
      if (compared.isEmpty()) {
        return;
      }
      Comparison comparison = compared.get();
      List<String> regressions = report.regressions();
      lines.add(
          fit(
              "Baseline "
                  + comparison.source()
                  + ": "
                  + comparison.newFindings().size()
                  + " new, "
                  + comparison.known().size()
                  + " known, "
                  + comparison.fixed().size()
                  + " fixed"));
      lines.add(
          "  Regressions"
              + (report.policy().failOnNew() ? " (they fail the run under --fail-on new)" : "")
              + ": "
              + (regressions.isEmpty() ? "none" : regressions.size()));
      regressions.forEach(line -> lines.add(fit("    " + line)));
      listed(
          lines,
          "  New, not failing the gate:",
          comparison.newFindings().stream()
              .filter(finding -> !finding.failsTheGate(report.policy()))
              .map(finding -> "new " + finding.line())
              .toList());
      if (!comparison.known().isEmpty()) {
        lines.add("  Known (in the baseline too), of requirements:");
        wrap(
            "    ",
            String.join(
                ", ", comparison.known().stream().map(Finding::requirementId).distinct().toList()),
            lines);
      }
      listed(lines, "  Fixed since the baseline:", comparison.fixed());
      lines.add("");
    }

    /** A heading and its items, one a line; nothing when there are none. */
    private static void listed(List<String> lines, String heading, List<String> items) {
      if (!items.isEmpty()) {
        lines.add(heading);
        items.forEach(item -> lines.add(fit("    " + item)));
      }
    }

    private static String count(int n, String noun) {
      return n + " " + noun + (n == 1 ? "" : "s");
    }

    private void waiverProblems(List<String> lines) {
      if (report.waiverProblems().isEmpty()) {
        return;
      }
      lines.add(
          "Waivers to review"
              + (report.policy().strictWaivers() ? " (--strict-waivers: the run fails):" : ":"));
      report
          .waiverProblems()
          .forEach(p -> lines.add(fit("  " + p.waiver().target() + " " + p.problem())));
      lines.add("");
    }

    private String paint(Outcome outcome, String text) {
      return colour ? ansi(outcome) + text + RESET : text;
    }
  }

  private static String shortLabel(Outcome outcome) {
    return switch (outcome) {
      case NOT_APPLICABLE -> "N/A";
      case NOT_VERIFIED -> "N/V";
      default -> outcome.name();
    };
  }

  /** Column labels: {@code Pass}, {@code Fail}, …, {@code N/A}, {@code N/V}, {@code Error}. */
  private static String column(Outcome outcome) {
    String label = shortLabel(outcome);
    return label.contains("/")
        ? label
        : label.charAt(0) + label.substring(1).toLowerCase(Locale.ROOT);
  }

  private static String ansi(RunVerdict verdict) {
    return switch (verdict) {
      case PASS -> ansi(Outcome.PASS);
      case FAIL -> ansi(Outcome.FAIL);
      case ERROR -> ansi(Outcome.ERROR);
      case INCOMPLETE -> "\u001b[1;33m";
    };
  }

  private static String ansi(Outcome outcome) {
    return switch (outcome) {
      case PASS -> "\u001b[32m";
      case FAIL -> "\u001b[1;31m";
      case WARN, FLAKY -> "\u001b[33m";
      case NOTICE -> "\u001b[34m";
      case WAIVED -> "\u001b[36m";
      case NOT_APPLICABLE, NOT_VERIFIED -> "\u001b[90m";
      case ERROR -> "\u001b[35m";
    };
  }

  /** One line within {@link #WIDTH} columns, hidden characters made visible. */
  private static String fit(String line) {
    return cut(Markup.plain(line), WIDTH);
  }

  private static String cut(String text, int width) {
    return text.length() <= width ? text : text.substring(0, width - 3) + "...";
  }

  private static String pad(String text, int width) {
    return text + " ".repeat(Math.max(0, width - text.length()));
  }
}
