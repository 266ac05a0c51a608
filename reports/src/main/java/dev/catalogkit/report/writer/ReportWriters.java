package dev.catalogkit.report.writer;

import dev.catalogkit.report.RunReport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The report formats a run writes, all fed by the same {@link RunReport}. */
public final class ReportWriters {

  private ReportWriters() {}

  /** Every file format, in the order they are written: JSON, HTML, JUnit XML. */
  public static List<ReportWriter> all() {
    return List.of(new JsonReportWriter(), new HtmlReportWriter(), new JunitXmlReportWriter());
  }

  /** Writes every format into {@code dir} and returns the files written. */
  public static List<Path> writeAll(RunReport report, Path dir) throws IOException {
    return writeAll(report, dir, false);
  }

  /**
   * Writes every format into {@code dir}, and the Allure results when asked (they cost time and
   * many files); returns what was written.
   */
  public static List<Path> writeAll(RunReport report, Path dir, boolean allure) throws IOException {
    List<Path> written = new ArrayList<>();
    for (ReportWriter writer : all()) {
      writer.write(report, dir);
      written.add(dir.resolve(writer.fileName()));
    }
    if (allure) {
      written.add(new AllureResultsWriter().write(report, dir));
    }
    return List.copyOf(written);
  }
}
