package dev.catalogkit.report.writer;

import dev.catalogkit.report.RunReport;

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
    return JsonReportWriter.document(
        FILE_NAME,
        json -> {
          json.writeStartObject();
          json.writeNumberField("schemaVersion", 1);
          json.writeStringField("label", report.run().profile() + " conformance");
          json.writeStringField(
              "message",
              (certification.certified() ? "certified" : report.verdict().name()) + " " + judged);
          json.writeStringField("color", color(certification));
          json.writeEndObject();
        });
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
