package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.RunReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportWritersTest {

  @Test
  void writeAllWritesEveryFormatIntoTheDirectory(@TempDir Path dir) throws IOException {
    List<Path> written = ReportWriters.writeAll(SampleRun.report(), dir.resolve("report"));

    assertThat(written)
        .extracting(path -> path.getFileName().toString())
        .containsExactly(
            "compliance.json", "compliance.html", "junit.xml", "certificate.json", "badge.json");
    assertThat(written).allSatisfy(path -> assertThat(Files.size(path)).isPositive());
  }

  /** The register-view body that once cost every report: its curl script is no longer fatal. */
  @Test
  void aLoneSurrogateInARequestBodyLosesNoReport(@TempDir Path dir) throws IOException {
    List<Path> written =
        ReportWriters.writeAll(withRequestBody("{\"m\":\"s3://x\ud800\"}"), dir, true);

    assertThat(written).hasSize(6);
    assertThat(Files.readString(dir.resolve("compliance.json"))).contains("s3://x\ufffd");
  }

  @Test
  void aFormatThatCannotBeWrittenLosesNoOtherFormat(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("compliance.html").resolve("in-the-way"));

    assertThatThrownBy(() -> ReportWriters.writeAll(SampleRun.report(), dir, true))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith("not written: compliance.html (");
    assertThat(dir.resolve("compliance.json")).isNotEmptyFile();
    assertThat(dir.resolve("junit.xml")).isNotEmptyFile();
    try (Stream<Path> allure = Files.list(dir.resolve(AllureResultsWriter.DIRECTORY))) {
      assertThat(allure).isNotEmpty();
    }
  }

  /** The sample run with this request body in its failing check's exchange. */
  private static RunReport withRequestBody(String body) {
    RunReport sample = SampleRun.report();
    CheckResult failing = sample.checks().get(0);
    ExchangeRecord sent = failing.exchanges().get(0);
    ExchangeRecord hostile =
        new ExchangeRecord(
            sent.operation(),
            sent.method(),
            sent.url(),
            sent.requestHeaders(),
            body,
            null,
            sent.status(),
            sent.responseHeaders(),
            sent.responseBody(),
            sent.responseBodyTruncated(),
            sent.transportError(),
            sent.schemaViolations(),
            sent.durationMillis(),
            sent.role());
    CheckResult changed =
        new CheckResult(
            failing.id(),
            failing.name(),
            failing.area(),
            failing.requirementId(),
            failing.outcome(),
            failing.reason(),
            failing.failure(),
            List.of(hostile),
            failing.durationMillis(),
            failing.confirmation());
    List<CheckResult> checks =
        Stream.concat(Stream.of(changed), sample.checks().stream().skip(1)).toList();
    return new RunReport(sample.run(), sample.requirements(), checks, sample.leftovers());
  }
}
