package dev.catalogkit.report.writer;

import dev.catalogkit.report.RunReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** One report format, written from the results model into a directory. */
public interface ReportWriter {

  /** The file this writer creates in the report directory, e.g. {@code compliance.json}. */
  String fileName();

  /** The whole file as text. */
  String render(RunReport report);

  /** Writes {@link #fileName()} into {@code dir} (created if missing), replacing any old file. */
  default void write(RunReport report, Path dir) throws IOException {
    Files.createDirectories(dir);
    ReportFiles.write(dir.resolve(fileName()), render(report));
  }
}
