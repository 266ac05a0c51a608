package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.reference.iceberg.IcebergFault;
import dev.catalogkit.tiers.PeerTier;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code explore} and {@code --explore}: exit 0 without a finding, 1 with one (shrunk, reported
 * like a check in every report, with its replay), 2 for usage.
 */
@PeerTier
class ExploreCommandTest {

  private static final Path REPORTS = Path.of("target", "explore-command-test");

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
  }

  @Test
  void theEmbeddedReferenceGivesNoFindingAndExitsZero() throws IOException {
    Path reports = REPORTS.resolve("clean");
    assertThat(run("explore", "--seed", "7", "--steps", "200", "--report-dir", reports.toString()))
        .as(out.toString())
        .isZero();
    assertThat(out.toString())
        .contains("exploring the embedded reference catalog (iceberg)")
        .contains("Exploring: seed 7, up to 200 steps")
        .containsPattern(
            "(?m)^Exploration seed 7: 200 steps in 5 sequences, \\d+ requests, .*: no finding$")
        .contains("Replay: explore --profile iceberg --seed 7 --steps 200 --sequence-length 40")
        .contains("Verdict: INCOMPLETE (exit code 0) - explore runs no check")
        .doesNotContain("Leftovers:");
    JsonNode exploration = json(reports).path("run").path("exploration");
    assertThat(exploration.path("seed").asLong()).isEqualTo(7);
    assertThat(exploration.path("plannedSteps").asInt()).isEqualTo(200);
    assertThat(exploration.path("findings").asInt()).isZero();
  }

  @Test
  void aFindingIsReportedLikeACheckWithItsShrunkStepsAndExitsOne() throws Exception {
    Path reports = REPORTS.resolve("finding");
    try (ReferenceCatalog faulty =
        ReferenceCatalog.start(
            ReferenceOptions.defaults()
                .withFaults(IcebergFault.RENAMED_VIEW_BACK_AT_FIRST_VERSION))) {
      int exit =
          run(
              "explore",
              "--target",
              faulty.uri().toString(),
              "--seed",
              "1",
              "--steps",
              "200",
              "--report-dir",
              reports.toString());

      assertThat(exit).as(out.toString()).isEqualTo(1);
    }
    assertThat(out.toString())
        .containsPattern("(?m)^FAIL ICE-REN-12 \\[MUST\\] .* \u00b7 found by exploration$")
        .containsPattern("(?m)^     1\\. create namespace n\\d$")
        .containsPattern("(?m)^     [45]\\. rename view n\\d\\.\\w -> \\w   <- here$")
        .contains("expected: the current version's SQL = SELECT ")
        .contains("confirmed alone: FAIL again with nothing else in flight")
        .contains("Replay: explore --profile iceberg --seed 1 --steps 200 --sequence-length 40")
        .doesNotContain("Leftovers:");
    JsonNode check = onlyExplorationCheck(json(reports));
    assertThat(check.path("requirementId").asText()).isEqualTo("ICE-REN-12");
    assertThat(check.path("outcome").asText()).isEqualTo("FAIL");
    assertThat(check.path("failure").path("actual").asText())
        .startsWith("the current version's SQL = ");
    assertThat(check.path("repro").path("rerun").asText())
        .contains(" explore --profile 'iceberg' --target 'http://127.0.0.1:{port}'")
        .endsWith(" --seed 1 --steps 200");
    assertThat(check.path("repro").path("curl").asText())
        .as("the shrunk sequence as a curl script")
        .contains("--data-binary")
        .containsPattern("(?m)^# (\\d+)/\\1 decisive: loadView \\(the kit got 200\\)$");
    assertThat(Files.readString(reports.resolve("junit.xml")))
        .contains("<testsuite name=\"exploration\"");
    assertThat(Files.readString(reports.resolve("compliance.html")))
        .contains("<div class=\"box\" id=\"exploration\">");
  }

  /**
   * Certification passes the sequence-only fault's requirement; {@code --explore} finds the fault
   * and the run's verdict, every report and the certificate say FAIL. Bounded by steps, not the
   * hour.
   */
  @Test
  void certifyWithExploreJudgesAMustFindingOnlyASequenceShowsInEveryReport() throws IOException {
    Path reports = REPORTS.resolve("certify");

    int exit =
        certifyTheRenameFault(
            reports, "--requirement", "ICE-REN-12", "--explore", "1h", "--explore-steps", "200");

    assertThat(exit).as(out.toString()).isEqualTo(1);
    assertThat(out.toString())
        .containsPattern("(?m)^  FAIL ICE-REN-12 \\[MUST\\] ")
        .containsPattern("(?m)^Verdict: FAIL \\(exit code 1\\)$");
    JsonNode report = json(reports);
    assertThat(report.path("verdict").asText()).isEqualTo("FAIL");
    assertThat(report.path("checks").findValuesAsText("area"))
        .as("the hand-written checks of ICE-REN-12 passed; the exploration's finding did not")
        .contains("exploration");
    assertThat(Files.readString(reports.resolve("certificate.json")))
        .contains("\"certified\": false");
  }

  /**
   * The area every report lists the findings under selects the exploration alone: no hand-written
   * check runs, and the finding decides the verdict.
   */
  @Test
  void areaExplorationExploresAndRunsNoCheck() throws IOException {
    Path reports = REPORTS.resolve("area-exploration");

    int exit = certifyTheRenameFault(reports, "--area", "exploration", "--explore-steps", "200");

    assertThat(exit).as(out.toString()).isEqualTo(1);
    JsonNode report = json(reports);
    assertThat(report.path("checks").findValuesAsText("area"))
        .isNotEmpty()
        .containsOnly("exploration");
    assertThat(report.path("run").path("exploration").path("seed").asLong()).isEqualTo(1);
  }

  /** certify, quiet, seed 1, against the reference with the sequence-only rename fault. */
  private int certifyTheRenameFault(Path reports, String... more) {
    try (ReferenceCatalog faulty =
        ReferenceCatalog.start(
            ReferenceOptions.defaults()
                .withFaults(IcebergFault.RENAMED_VIEW_BACK_AT_FIRST_VERSION))) {
      List<String> args =
          new ArrayList<>(
              List.of(
                  "--target",
                  faulty.uri().toString(),
                  "--quiet",
                  "--report-dir",
                  reports.toString(),
                  "--seed",
                  "1"));
      args.addAll(List.of(more));
      return run(args.toArray(String[]::new));
    }
  }

  @Test
  void theSeedOnlyGoesWithAnExploration() {
    assertThat(run("--seed", "1")).isEqualTo(2);
    assertThat(err.toString().strip())
        .isEqualTo(
            "error: --seed and --explore-steps go with --explore DURATION or --area exploration");
  }

  private static JsonNode json(Path reports) throws IOException {
    return new ObjectMapper().readTree(reports.resolve("compliance.json").toFile());
  }

  private static JsonNode onlyExplorationCheck(JsonNode report) {
    List<JsonNode> found = new ArrayList<>();
    report
        .path("checks")
        .forEach(
            check -> {
              if (check.path("area").asText().equals("exploration")) {
                found.add(check);
              }
            });
    assertThat(found).hasSize(1);
    return found.get(0);
  }

  @Test
  void badNumbersAndDurationsAreUsageErrors() {
    assertThat(run("explore", "--steps", "0")).isEqualTo(2);
    assertThat(run("explore", "--duration", "forever")).isEqualTo(2);
    assertThat(err.toString()).contains("'forever' is no duration");
  }

  @Test
  void aTargetThatCannotBeExploredIsAOneLineErrorWithExitTwo() {
    for (String profile : List.of("iceberg", "paimon")) {
      assertThat(run("explore", "--profile", profile, "--target", "http://127.0.0.1:1"))
          .isEqualTo(2);
      assertThat(err.toString().strip()).startsWith("error: ").doesNotContain("\n");
      err.getBuffer().setLength(0);
    }
  }
}
