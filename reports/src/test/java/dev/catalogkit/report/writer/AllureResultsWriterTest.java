package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.report.RunPolicy;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AllureResultsWriterTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void oneResultPerCheckWithTheStatusAllureKnows(@TempDir Path dir) throws IOException {
    Path results = new AllureResultsWriter().write(SampleRun.report(), dir);

    assertThat(results(results))
        .containsOnly(
            Map.entry("ViewsSuite#replaceWithStaleUuidIsRejectedWith409", "failed"),
            Map.entry("DiscoverySuite#configAnswers200", "passed"),
            Map.entry("ViewsSuite#listViewsIsPaged", "passed"),
            Map.entry("ViewsSuite#createViewAnswersWithLocation", "passed"),
            Map.entry("NamespacesSuite#storageIsDurable", "skipped"),
            Map.entry("NamespacesSuite#nestedNamespacesAreListed", "skipped"),
            Map.entry("DiscoverySuite#prefixAddressesTheCatalog", "broken"),
            Map.entry(AllureResultsWriter.RUN_VERDICT, "failed"));
  }

  @Test
  void theRunsVerdictIsAResultOfItsOwnSoAnIncompleteRunIsNotAllGreen(@TempDir Path dir)
      throws IOException {
    Path incomplete = new AllureResultsWriter().write(SampleRun.incomplete(RunPolicy.DEFAULT), dir);
    JsonNode verdict = result(incomplete, AllureResultsWriter.RUN_VERDICT);

    assertThat(verdict.path("status").asText()).isEqualTo("failed");
    assertThat(verdict.path("name").asText())
        .isEqualTo("verdict INCOMPLETE (exit code 3): judged 1 of 2 requirements");
    assertThat(verdict.at("/statusDetails/trace").asText()).contains("ICE-NS-02");

    Path accepted = new AllureResultsWriter().write(SampleRun.incomplete(new RunPolicy(true)), dir);
    assertThat(result(accepted, AllureResultsWriter.RUN_VERDICT).path("status").asText())
        .as("--accept-incomplete: not red, not green")
        .isEqualTo("skipped");
  }

  @Test
  void theOverviewHasTheEnvironmentTheExecutorAndTheCategories(@TempDir Path dir)
      throws IOException {
    Path results = new AllureResultsWriter().write(SampleRun.report(), dir);

    assertThat(Files.readString(results.resolve("environment.properties")))
        .contains("profile=iceberg\n")
        .contains("target=http\\://localhost\\:8181/iceberg\n");
    assertThat(read(results.resolve("executor.json")).path("buildName").asText())
        .isEqualTo("r7f3a");
    assertThat(read(results.resolve("categories.json")).findValuesAsText("name"))
        .containsExactly(
            "MUST failures",
            "Warnings (SHOULD)",
            "Flaky (violated in some runs alone)",
            "Incomplete run",
            "Failed run",
            "Kit or environment broke");
  }

  @Test
  void aWarningIsTaggedAndItsExchangesAreAttachedAsText(@TempDir Path dir) throws IOException {
    Path results = new AllureResultsWriter().write(SampleRun.report(), dir);
    JsonNode warned = result(results, "ViewsSuite#createViewAnswersWithLocation");

    assertThat(warned.at("/statusDetails/message").asText()).isEqualTo("WARN: no Location header");
    assertThat(warned.findValuesAsText("value")).contains("WARN", "ICE-VIEW-01", "normal");
    JsonNode attachment = warned.at("/attachments/0");
    assertThat(attachment.path("type").asText()).isEqualTo("text/plain");
    assertThat(Files.readString(results.resolve(attachment.path("source").asText())))
        .contains("HTTP 200");
  }

  @Test
  void aSecondWriteReplacesTheFirstRunsResults(@TempDir Path dir) throws IOException {
    new AllureResultsWriter().write(SampleRun.report("first", "2025-01-01T10:00:00Z", 1, 1), dir);
    Path results =
        new AllureResultsWriter()
            .write(SampleRun.report("second", "2025-01-02T10:00:00Z", 1, 1), dir);

    assertThat(results(results)).hasSize(8);
  }

  /** Check ID to Allure status, over every result file written. */
  private static Map<String, String> results(Path results) throws IOException {
    try (Stream<Path> files = Files.list(results)) {
      List<JsonNode> parsed =
          files
              .filter(file -> file.toString().endsWith("-result.json"))
              .map(AllureResultsWriterTest::read)
              .toList();
      return parsed.stream()
          .collect(
              Collectors.toMap(
                  result -> result.path("testCaseId").asText(),
                  result -> result.path("status").asText()));
    }
  }

  private static JsonNode result(Path results, String checkId) throws IOException {
    try (Stream<Path> files = Files.list(results)) {
      return files
          .filter(file -> file.toString().endsWith("-result.json"))
          .map(AllureResultsWriterTest::read)
          .filter(result -> result.path("testCaseId").asText().equals(checkId))
          .findFirst()
          .orElseThrow();
    }
  }

  private static JsonNode read(Path file) {
    try {
      return JSON.readTree(file.toFile());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
