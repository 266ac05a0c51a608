package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.reference.iceberg.IcebergFault;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gate a vendor keeps in CI, against the reference catalog with one fault (a view created in a
 * missing namespace answers 200, breaking ICE-VCR-04): the failure fails the run; a waiver turns it
 * into WAIVED and exit 0; a waiver that matches nothing is reported, and fails the run under
 * --strict-waivers; the failure's curl script, run through bash, gets the failing answer again;
 * Allure gets one result per check, with the failure's evidence and the JUnit XML's statuses.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FaultedReferenceGateTest {

  private static final String TOKEN = "waiver-test-token-0123";
  private static final String BROKEN = "ICE-VCR-04";

  private ReferenceCatalog reference;

  @BeforeAll
  void startTheFaultedReference() {
    reference =
        ReferenceCatalog.start(
            ReferenceOptions.defaults()
                .withProfile("iceberg")
                .withRequiredToken(TOKEN)
                .withFaults(IcebergFault.CREATE_VIEW_IN_MISSING_NAMESPACE_CREATES_IT));
  }

  @AfterAll
  void stop() {
    reference.close();
  }

  @Test
  void theFailureFailsTheRunWithAOneLineReasonOnTheConsole(@TempDir Path reports) {
    Run run = certify(reports);

    assertThat(run.code).isEqualTo(1);
    assertThat(run.out)
        .containsPattern("\\[1/1\\] FAIL +" + BROKEN)
        .contains("why: " + BROKEN + ": expected")
        .contains("Verdict: FAIL (exit code 1)");
  }

  @Test
  void quietLeavesOutTheProgressLinesButKeepsTheReasonInTheSummary(@TempDir Path reports) {
    Run run = certify(reports, "--quiet");

    assertThat(run.code).isEqualTo(1);
    assertThat(run.out)
        .doesNotContain("[1/1]")
        .contains("Failing requirements (MUST):")
        .contains("why: " + BROKEN + ": expected status 404 from createView, got status 200");
  }

  @Test
  void aWaiverTurnsTheFailingRunIntoExit0WithWaivedShownInEveryReport(@TempDir Path dir)
      throws IOException {
    Path waivers = waiverFile(dir, BROKEN, "tracked as VENDOR-42");

    Run run = certify(dir.resolve("reports"), "--waivers", waivers.toString());

    assertThat(run.code).as(run.out + run.err).isZero();
    assertThat(run.out)
        .contains("Waived failures (accepted by --waivers):")
        .contains("why: waived (was FAIL): tracked as VENDOR-42")
        .contains("Verdict: PASS (exit code 0)");
    JsonNode json = json(dir.resolve("reports"));
    assertThat(json.at("/verdict").asText()).isEqualTo("PASS");
    assertThat(checksOf(json, BROKEN))
        .allSatisfy(c -> assertThat(c.get("outcome").asText()).isEqualTo("WAIVED"));
    assertThat(Files.readString(dir.resolve("reports/compliance.html")))
        .contains("<span class=\"badge o-WAIVED\">WAIVED</span>")
        .contains("tracked as VENDOR-42");
    assertThat(Files.readString(dir.resolve("reports/junit.xml")))
        .contains("<skipped message=\"WAIVED " + BROKEN);
  }

  @Test
  void aWaiverThatMatchesNoFailureIsReportedAndFailsTheRunWhenStrict(@TempDir Path dir)
      throws IOException {
    Path waivers = waiverFile(dir, "ICE-VLD-01", "fixed long ago");
    List<String> args =
        List.of(
            "--waivers",
            waivers.toString(),
            "--exclude-requirement",
            BROKEN,
            "--requirement",
            "ICE-VLD-01",
            "--requirement",
            BROKEN);

    Run lenient = certify(dir.resolve("lenient"), args.toArray(String[]::new));
    List<String> strictArgs = new ArrayList<>(args);
    strictArgs.add("--strict-waivers");
    Run strict = certify(dir.resolve("strict"), strictArgs.toArray(String[]::new));

    assertThat(lenient.code).as(lenient.out + lenient.err).isZero();
    assertThat(lenient.out)
        .contains("Waivers to review:")
        .contains("ICE-VLD-01 matches no failure in this run");
    assertThat(json(dir.resolve("lenient")).at("/waiverProblems/0/waiver").asText())
        .isEqualTo("ICE-VLD-01");
    for (JsonNode requirement : json(dir.resolve("lenient")).get("requirements")) {
      if (requirement.get("id").asText().equals(BROKEN)) {
        assertThat(requirement.get("notJudged").asText())
            .as("the excluded requirement is left out")
            .isEqualTo("NOT_SELECTED");
      }
    }
    assertThat(strict.code).isEqualTo(1);
    assertThat(strict.out).contains("Waivers to review (--strict-waivers: the run fails):");
  }

  @Test
  void theCurlScriptOfTheFailureGetsTheFailingAnswerAgainWithoutTheSecret(@TempDir Path dir)
      throws Exception {
    Run run = certify(dir.resolve("reports"));
    assertThat(run.code).isEqualTo(1);
    JsonNode json = json(dir.resolve("reports"));
    JsonNode failed = checksOf(json, BROKEN).get(0);
    JsonNode decisive = null;
    for (JsonNode exchange : failed.get("exchanges")) {
      if (exchange.get("role").asText().equals("DECISIVE")) {
        decisive = exchange;
      }
    }
    assertThat(decisive).as("the decisive exchange is marked").isNotNull();
    assertThat(failed.at("/exchanges/0/role").asText())
        .as("the run's set-up comes first")
        .isEqualTo("RUN_SETUP");
    // compliance.json writes the port as {port}, the same in every run: run.target has it
    String port = String.valueOf(reference.uri().getPort());
    String script = failed.at("/repro/curl").asText().replace("{port}", port);
    assertThat(script).doesNotContain(TOKEN).contains("$CATALOG_TOKEN");
    assertThat(failed.at("/repro/rerun").asText())
        .isEqualTo(
            "java -jar catalog-conformance-kit.jar --profile 'iceberg' --target"
                + " 'http://127.0.0.1:{port}' --token \"$CATALOG_TOKEN\" --requirement "
                + BROKEN);

    List<Integer> statuses = replay(script, json.at("/run/runId").asText(), dir);

    assertThat(statuses).hasSize(failed.get("exchanges").size());
    assertThat(statuses.get(statuses.size() - 1))
        .as("the failing status, reproduced")
        .isEqualTo(decisive.get("status").asInt());
  }

  @Test
  void allureHasOneResultPerCheckWithEvidenceAndTheStatusesOfJunitXml(@TempDir Path dir)
      throws IOException {
    Path reports = dir.resolve("reports");
    Files.createDirectories(reports.resolve("allure-results"));
    Files.writeString(reports.resolve("allure-results/stale-result.json"), "{}");

    assertThat(certify(reports, "--allure").code).isEqualTo(1);

    JsonNode json = json(reports);
    List<JsonNode> results = new ArrayList<>();
    JsonNode verdict = null;
    try (var files = Files.list(reports.resolve("allure-results"))) {
      for (Path file : files.filter(f -> f.toString().endsWith("-result.json")).toList()) {
        JsonNode result = new ObjectMapper().readTree(file.toFile());
        if (result.path("testCaseId").asText().equals("run#verdict")) {
          verdict = result;
        } else {
          results.add(result);
        }
      }
    }
    assertThat(results).as("one per check, the old run's gone").hasSize(json.get("checks").size());
    assertThat(verdict).as("the run's own result").isNotNull();
    assertThat(verdict.path("status").asText()).isEqualTo("failed");
    JsonNode failed =
        results.stream().filter(r -> r.get("status").asText().equals("failed")).findFirst().get();
    assertThat(failed.get("fullName").asText())
        .isEqualTo(checksOf(json, BROKEN).get(0).get("id").asText());
    assertThat(failed.get("attachments").findValuesAsText("name"))
        .contains("reproduce")
        .anyMatch(name -> name.contains("createView"));
    assertThat(results.stream().filter(r -> r.get("status").asText().equals("failed")).count())
        .isEqualTo(json.at("/checkCounts/FAIL").asLong());
  }

  /** Runs the script through bash with the run ID and the token in the environment. */
  private static List<Integer> replay(String script, String runId, Path dir) throws Exception {
    Path file = dir.resolve("repro.sh");
    Files.writeString(file, script);
    ProcessBuilder bash = new ProcessBuilder("bash", file.toString()).redirectErrorStream(true);
    bash.environment().put("RUN_ID", runId);
    bash.environment().put("CATALOG_TOKEN", TOKEN);
    Process process = bash.start();
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.exitValue()).as(output).isZero();
    List<Integer> statuses = new ArrayList<>();
    Matcher status = Pattern.compile("(?m)^HTTP (\\d{3})$").matcher(output);
    while (status.find()) {
      statuses.add(Integer.parseInt(status.group(1)));
    }
    return statuses;
  }

  private Run certify(Path reports, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "--target",
                reference.uri().toString(),
                "--token",
                TOKEN,
                "--report-dir",
                reports.toString()));
    if (!List.of(more).contains("--requirement")) {
      args.addAll(List.of("--requirement", BROKEN));
    }
    args.addAll(List.of(more));
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        Main.run(
            args.toArray(String[]::new), new PrintWriter(out, true), new PrintWriter(err, true));
    return new Run(code, out.toString(), err.toString());
  }

  private static Path waiverFile(Path dir, String target, String reason) throws IOException {
    Files.createDirectories(dir);
    return Files.writeString(
        dir.resolve("waivers.yaml"),
        "waivers:\n  - requirement: " + target + "\n    reason: " + reason + "\n");
  }

  private static JsonNode json(Path reports) throws IOException {
    return new ObjectMapper().readTree(reports.resolve("compliance.json").toFile());
  }

  private static List<JsonNode> checksOf(JsonNode json, String requirementId) {
    List<JsonNode> checks = new ArrayList<>();
    json.get("checks")
        .forEach(
            check -> {
              if (check.get("requirementId").asText().equals(requirementId)) {
                checks.add(check);
              }
            });
    assertThat(checks).isNotEmpty();
    return checks;
  }

  private record Run(int code, String out, String err) {}
}
