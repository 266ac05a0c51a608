package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.reference.iceberg.IcebergFault;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The regression gate a release manager keeps in CI: the reference with two faults (ICE-VCR-04, and
 * ICE-VRP-03 for its set-properties case) is certified and its report kept as the baseline; then a
 * second server adds a fault that breaks another case of the requirement that already fails
 * (ICE-VRP-03, add-schema). {@code --fail-on new} fails on that case alone, {@code diff} names it
 * as the one regression, and the unchanged server, certified again against its own baseline, passes
 * the gate while its failures are listed as known.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BaselineGateTest {

  private static final String TOKEN = "baseline-test-token-0123";
  private static final String REGRESSION =
      "new FAIL ICE-VRP-03  ReplaceViewSuite#viewUpdateActionIsApplied[add-schema]";

  private ReferenceCatalog released;
  private ReferenceCatalog changed;
  private Path baselineDir;

  @BeforeAll
  void certifyTheReleasedServerAsTheBaseline(@TempDir Path dir) {
    Fault[] known = {
      IcebergFault.CREATE_VIEW_IN_MISSING_NAMESPACE_CREATES_IT, IcebergFault.SET_PROPERTIES_IGNORED
    };
    released = start(known);
    changed =
        start(
            IcebergFault.CREATE_VIEW_IN_MISSING_NAMESPACE_CREATES_IT,
            IcebergFault.SET_PROPERTIES_IGNORED,
            IcebergFault.ADD_SCHEMA_NEEDS_LAST_COLUMN_ID);
    baselineDir = dir.resolve("baseline");
    Run baseline = certify(released, baselineDir);
    assertThat(baseline.code).as(baseline.out + baseline.err).isEqualTo(1);
  }

  @AfterAll
  void stop() {
    released.close();
    changed.close();
  }

  @Test
  void failOnNewFailsOnlyOnTheCaseTheSecondFaultBreaks(@TempDir Path dir) throws IOException {
    Run run = certify(changed, dir, "--baseline", baseline().toString(), "--fail-on", "new");

    assertThat(run.code).as(run.out + run.err).isEqualTo(1);
    JsonNode json = json(dir);
    assertThat(json.at("/gateFailures")).extracting(JsonNode::asText).containsExactly(REGRESSION);
    assertThat(json.at("/baseline/regressions"))
        .extracting(JsonNode::asText)
        .containsExactly(REGRESSION);
    assertThat(json.at("/baseline/new"))
        .extracting(JsonNode::asText)
        .containsExactly(
            "iceberg/ICE-VRP-03/ReplaceViewSuite#viewUpdateActionIsApplied[add-schema]");
    assertThat(json.at("/baseline/known"))
        .extracting(JsonNode::asText)
        .contains(
            "iceberg/ICE-VCR-04/CreateViewSuite#creatingAViewInAMissingNamespaceAnswers404NoSuchNamespace",
            "iceberg/ICE-VRP-03/ReplaceViewSuite#viewUpdateActionIsApplied[set-properties]");
    assertThat(run.out)
        .contains(
            "Regressions (they fail the run under --fail-on new): 1\n    " + REGRESSION + "\n")
        .contains("Verdict: FAIL (exit code 1) - --fail-on new: 1 regression");
    String[] failures = Files.readString(dir.resolve("junit.xml")).split("<failure ", -1);
    assertThat(failures).as("junit.xml fails the new case alone").hasSize(2);
    assertThat(failures[1]).startsWith("message=\"ICE-VRP-03: ");
  }

  /** Two checks with one fingerprint would be one finding: a regression could hide behind it. */
  @Test
  void everyCheckHasAFingerprintOfItsOwnFreeOfTheRunId() throws IOException {
    JsonNode json = new ObjectMapper().readTree(baseline().toFile());
    List<String> fingerprints = new ArrayList<>();
    json.get("checks").forEach(check -> fingerprints.add(check.get("fingerprint").asText()));

    assertThat(fingerprints).hasSize(json.get("checks").size()).doesNotHaveDuplicates();
    assertThat(String.join("\n", fingerprints))
        .doesNotContain(json.at("/run/runId").asText())
        .doesNotContain(String.valueOf(released.uri().getPort()));
  }

  @Test
  void diffNamesTheSecondFaultAsTheOneRegressionAndNothingElse(@TempDir Path dir)
      throws IOException {
    assertThat(certify(changed, dir.resolve("after")).code).isEqualTo(1);
    Path markdown = dir.resolve("diff.md");

    Run diff =
        main(
            "diff",
            baseline().toString(),
            dir.resolve("after/compliance.json").toString(),
            "--markdown",
            markdown.toString());

    assertThat(diff.code).as(diff.out + diff.err).isEqualTo(1);
    assertThat(diff.out)
        .contains(
            "Regressions: 1\n"
                + "  FAIL ICE-VRP-03  ReplaceViewSuite#viewUpdateActionIsApplied[add-schema]\n"
                + "Fixes: 0\n"
                + "New, not failing the gate: 0\n"
                + "Requirements changed with the kit: 0\n");
    String text = Files.readString(markdown);
    assertThat(text)
        .startsWith("## Catalog conformance: 1 regression, 0 fixes\n")
        .contains("### Regressions (1)")
        .contains(
            "| ICE-VRP-03 | MUST | FAIL | ReplaceViewSuite#viewUpdateActionIsApplied[add-schema] |")
        .doesNotContain("### Fixes")
        .doesNotContain("### New, not failing the gate");
  }

  /** Without --markdown the diff goes to the console only: no file appears where it was started. */
  @Test
  void diffWithoutMarkdownWritesNoFile() {
    Path unasked = Path.of("compliance-diff.md").toAbsolutePath();
    assertThat(unasked).doesNotExist();

    Run diff = main("diff", baseline().toString(), baseline().toString());

    assertThat(diff.code).as(diff.out + diff.err).isZero();
    assertThat(diff.out).contains("Regressions: 0\n").doesNotContain("Markdown:");
    assertThat(unasked).doesNotExist();
  }

  @Test
  void theUnchangedServerPassesTheGateWithItsFailuresListedAsKnown(@TempDir Path dir)
      throws IOException {
    Run run = certify(released, dir, "--baseline", baseline().toString(), "--fail-on", "new");

    assertThat(run.code).as(run.out + run.err).isZero();
    assertThat(run.out)
        .contains("Failing requirements (MUST):")
        .contains("0 new, ")
        .contains("Regressions (they fail the run under --fail-on new): none")
        .containsPattern("Known \\(in the baseline too\\), of requirements:\n    .*ICE-VCR-04")
        .contains("Verdict: FAIL (exit code 0) - --fail-on new: 0 regressions");
    JsonNode json = json(dir);
    assertThat(json.at("/exitCode").asInt()).isZero();
    assertThat(json.at("/baseline/new")).isEmpty();
    assertThat(json.at("/baseline/fixed")).isEmpty();
    assertThat(Files.readString(dir.resolve("junit.xml")))
        .as("a CI server reading junit.xml sees the gate pass too")
        .doesNotContain("<failure ");
    for (JsonNode check : json.get("checks")) {
      String expected = check.get("outcome").asText().equals("FAIL") ? "KNOWN" : null;
      assertThat(check.get("baseline").textValue())
          .as(check.get("id").asText())
          .isEqualTo(expected);
    }
  }

  @Test
  void aBaselineThatIsNoReportIsAUsageErrorBeforeAnyRequest(@TempDir Path dir) throws IOException {
    Path notAReport = Files.writeString(dir.resolve("other.json"), "{\"format\": \"sarif\"}");

    Run missing =
        certify(released, dir.resolve("a"), "--baseline", dir.resolve("no.json").toString());
    Run wrong = certify(released, dir.resolve("b"), "--baseline", notAReport.toString());
    Run alone = certify(released, dir.resolve("c"), "--fail-on", "new");

    assertThat(List.of(missing.code, wrong.code, alone.code)).containsOnly(2);
    assertThat(missing.err.strip())
        .isEqualTo("error: --baseline: " + dir.resolve("no.json") + " does not exist");
    assertThat(wrong.err.strip())
        .isEqualTo(
            "error: --baseline: "
                + notAReport
                + " is not a compliance.json of the kit (no format catalogkit-compliance/N)");
    assertThat(alone.err.strip()).isEqualTo("error: --fail-on new needs --baseline FILE");
    assertThat(missing.out + wrong.out + alone.out).doesNotContain("Verdict");
  }

  private Path baseline() {
    return baselineDir.resolve("compliance.json");
  }

  private static ReferenceCatalog start(Fault... faults) {
    return ReferenceCatalog.start(
        ReferenceOptions.defaults()
            .withProfile("iceberg")
            .withRequiredToken(TOKEN)
            .withFaults(faults));
  }

  private static Run certify(ReferenceCatalog server, Path reports, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "--target",
                server.uri().toString(),
                "--token",
                TOKEN,
                "--report-dir",
                reports.toString(),
                "--quiet"));
    args.addAll(List.of(more));
    return main(args.toArray(String[]::new));
  }

  private static Run main(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Run(code, out.toString(), err.toString());
  }

  private static JsonNode json(Path reports) throws IOException {
    return new ObjectMapper().readTree(reports.resolve("compliance.json").toFile());
  }

  private record Run(int code, String out, String err) {}
}
