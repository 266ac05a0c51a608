package dev.catalogkit.report.writer;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.catalogkit.report.RunReport;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * {@code badge.json}: the run as a shields.io endpoint badge ({@code schemaVersion}, {@code label},
 * {@code message}, {@code color}), e.g. "iceberg conformance | certified 126/133". Only a run the
 * {@link Certification} certifies says "certified"; any other names its verdict.
 */
public final class BadgeWriter implements ReportWriter {

  public static final String FILE_NAME = "badge.json";

  @Override
  public String fileName() {
    return FILE_NAME;
  }

  @Override
  public String render(RunReport report) {
    Certification certification = Certification.of(report);
    String judged = report.judgedCount() + "/" + report.requirements().size();
    StringWriter out = new StringWriter();
    try (JsonGenerator json = JsonReportWriter.generator(out)) {
      json.writeStartObject();
      json.writeNumberField("schemaVersion", 1);
      json.writeStringField("label", report.run().profile() + " conformance");
      json.writeStringField(
          "message",
          (certification.certified() ? "certified" : report.verdict().name()) + " " + judged);
      json.writeStringField("color", color(certification));
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot render " + FILE_NAME, e); // a StringWriter never fails
    }
    return out + "\n";
  }

  /** Green only when certified; a PASS that is not (waived MUST, filters) yellow. */
  private static String color(Certification certification) {
    if (certification.certified()) {
      return "brightgreen";
    }
    return switch (certification.report().verdict()) {
      case PASS -> "yellow";
      case INCOMPLETE -> "orange";
      case FAIL -> "red";
      case ERROR -> "lightgrey";
    };
  }
}
