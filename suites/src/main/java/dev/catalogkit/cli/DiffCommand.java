package dev.catalogkit.cli;

import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.report.baseline.DiffMarkdown;
import dev.catalogkit.report.baseline.Finding;
import dev.catalogkit.report.baseline.ReportDiff;
import dev.catalogkit.report.baseline.ReportSnapshot;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code diff BEFORE AFTER}: compares two {@code compliance.json} of one profile, writes the
 * comparison as Markdown for a pull-request comment and prints a summary. Exit 1 when it names a
 * regression, 0 when not, 2 for a file that is not such a report.
 */
@Command(
    name = "diff",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Compare two compliance.json reports of one profile: regressions (new FAIL, FLAKY MUST or"
          + " MUST left open; new WARN under --fail-on warn), fixes, and the requirements whose"
          + " level or wording the kit changed.",
      "Exit codes: 0 no regression, 1 a regression, 2 a file is not a compliance.json."
    })
final class DiffCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "BEFORE", description = "The earlier compliance.json.")
  Path before;

  @Parameters(index = "1", paramLabel = "AFTER", description = "The later compliance.json.")
  Path after;

  @Option(
      names = "--markdown",
      paramLabel = "FILE",
      description = "Also write the diff as Markdown to this file (default: the console only).")
  Path markdown;

  @Option(
      names = "--fail-on",
      paramLabel = "LEVEL",
      defaultValue = "fail",
      description =
          "fail (default): a new MUST violation or a MUST newly left open is a regression;"
              + " warn: a new WARN too.")
  String failOn;

  private final PrintWriter out;

  DiffCommand(PrintWriter out) {
    this.out = out;
  }

  @Override
  public Integer call() throws IOException {
    if (!failOn.equals("fail") && !failOn.equals("warn")) {
      throw new RunAborted("--fail-on takes fail or warn, got " + failOn);
    }
    ReportSnapshot earlier = read(before);
    ReportSnapshot later = read(after);
    if (!earlier.profile().equals(later.profile())) {
      throw new RunAborted(
          before + " is of profile " + earlier.profile() + ", " + after + " of " + later.profile());
    }
    ReportDiff diff =
        ReportDiff.between(
            earlier, later, new RunPolicy(false, failOn.equals("warn"), false, List.of()));
    summary(diff);
    if (markdown != null) {
      Files.writeString(markdown, DiffMarkdown.render(diff), StandardCharsets.UTF_8);
      out.println("Markdown: " + markdown.toAbsolutePath());
    }
    return diff.regressions().isEmpty() ? ExitCodes.PASSED : ExitCodes.REGRESSION;
  }

  private void summary(ReportDiff diff) {
    out.println(
        "Diff of "
            + before
            + " ("
            + diff.before().verdict()
            + ") and "
            + after
            + " ("
            + diff.after().verdict()
            + "), profile "
            + diff.after().profile());
    section("Regressions", diff.regressions());
    section("Fixes", diff.fixed());
    section("New, not failing the gate", diff.otherNew());
    out.println("Requirements changed with the kit: " + diff.requirementChanges().size());
    diff.requirementChanges()
        .forEach(change -> out.println("  " + change.id() + " " + change.what()));
    out.println(
        "Known in both: "
            + diff.known().size()
            + "; not judged again: "
            + diff.notJudgedAgain().size());
  }

  private void section(String heading, List<Finding> findings) {
    out.println(heading + ": " + findings.size());
    findings.forEach(finding -> out.println("  " + finding.line()));
  }

  private static ReportSnapshot read(Path file) {
    try {
      return ReportSnapshot.read(file);
    } catch (IllegalArgumentException e) {
      throw new RunAborted(e.getMessage());
    }
  }
}
