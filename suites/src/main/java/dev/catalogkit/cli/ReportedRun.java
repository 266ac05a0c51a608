package dev.catalogkit.cli;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.writer.ConsoleSummary;
import dev.catalogkit.report.writer.ReportWriters;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;

/**
 * One run as the command line makes it ({@code certify}, {@code explore}): progress on the console,
 * Ctrl-C and termination handled, every report written, then the summary.
 */
final class ReportedRun {

  /** How long a terminated kit waits for its reports after the clean-up's bound. */
  private static final Duration REPORTS_LIMIT = Duration.ofSeconds(30);

  /** The run's report, and whether Ctrl-C ended it. */
  record Ended(RunReport report, boolean interrupted) {

    /** The report's exit code, or 130 after Ctrl-C. */
    int exitCode() {
      return interrupted ? CtrlC.EXIT_INTERRUPTED : report.exitCode();
    }
  }

  private ReportedRun() {}

  /**
   * Runs, writes every report, prints the summary; a format that could not be written ends the run
   * with exit 2 after the others and the summary are out.
   *
   * @param quiet no progress line per check
   */
  static Ended run(
      PrintWriter out, boolean quiet, RunOptions options, Path reportDir, boolean allure)
      throws IOException {
    KitRunner runner = new KitRunner(out::println, quiet ? line -> {} : out::println);
    try (Termination terminated =
        new Termination(KitRunner.cleanUpBound(options).plus(REPORTS_LIMIT))) {
      RunReport report;
      boolean interrupted;
      try (CtrlC ctrlC = new CtrlC(runner, out)) {
        report = runner.run(options);
        interrupted = ctrlC.pressed();
      } catch (RuntimeException failed) {
        // the error line may quote the server, which may quote the run's secrets
        throw new RunAborted(runner.redacted(OneLine.textOf(failed)));
      }
      write(out, report, reportDir, allure);
      return new Ended(report, interrupted);
    }
  }

  private static void write(PrintWriter out, RunReport report, Path reportDir, boolean allure)
      throws IOException {
    IOException unwritten = null;
    try {
      ReportWriters.writeAll(report, reportDir, allure);
    } catch (IOException missing) {
      unwritten = missing;
    }
    out.println(ConsoleSummary.render(report));
    out.println("Reports: " + reportDir.toAbsolutePath());
    if (unwritten != null) {
      throw unwritten;
    }
  }
}
