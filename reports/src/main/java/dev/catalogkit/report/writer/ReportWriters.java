package dev.catalogkit.report.writer;

import dev.catalogkit.report.RunReport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The report formats a run writes, all fed by the same {@link RunReport}. */
public final class ReportWriters {

  private ReportWriters() {}

  /**
   * Every file format, in the order they are written: JSON, HTML, JUnit XML, the certificate and
   * its badge.
   */
  public static List<ReportWriter> all() {
    return List.of(
        new JsonReportWriter(),
        new HtmlReportWriter(),
        new JunitXmlReportWriter(),
        new CertificateWriter(),
        new BadgeWriter());
  }

  /** Writes every format into {@code dir} and returns the files written. */
  public static List<Path> writeAll(RunReport report, Path dir) throws IOException {
    return writeAll(report, dir, false);
  }

  /**
   * Writes every format into {@code dir}, and the Allure results when asked (they cost time and
   * many files); returns what was written. Each format is written on its own: when one fails, the
   * others are still written, and then an exception names what is missing and why.
   */
  public static List<Path> writeAll(RunReport report, Path dir, boolean allure) throws IOException {
    List<Path> written = new ArrayList<>();
    List<String> failed = new ArrayList<>();
    for (ReportWriter writer : all()) {
      if (attempt(writer.fileName(), () -> writer.write(report, dir), failed)) {
        written.add(dir.resolve(writer.fileName()));
      }
    }
    if (allure) {
      attempt(
          AllureResultsWriter.DIRECTORY,
          () -> written.add(new AllureResultsWriter().write(report, dir)),
          failed);
    }
    if (!failed.isEmpty()) {
      throw new IOException(
          "not written: " + String.join("; ", failed) + " (the other reports were written)");
    }
    return List.copyOf(written);
  }

  /** One format's writing; what it throws is kept in {@code failed}, not passed on. */
  private static boolean attempt(String name, Step step, List<String> failed) {
    try {
      step.run();
      return true;
    } catch (IOException | RuntimeException broke) {
      failed.add(name + " (" + broke + ")");
      return false;
    }
  }

  private interface Step {
    void run() throws IOException;
  }
}
