package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code explore}: exit 0 without a finding, 1 with one (shrunk, with its replay), 2 for usage. */
class ExploreCommandTest {

  private static final Path REPORTS = Path.of("target", "explore-command-test");

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
  }

  @Test
  void theEmbeddedReferenceGivesNoFindingAndExitsZero() {
    assertThat(run("explore", "--seed", "7", "--steps", "200", "--report-dir", REPORTS.toString()))
        .isZero();
    assertThat(out.toString())
        .contains("exploring the embedded reference catalog (iceberg)")
        .contains("Explored with seed 7: 200 steps in 5 sequences")
        .contains("No finding")
        .contains("Replay: explore --seed 7 --steps 200 --sequence-length 40")
        .doesNotContain("LEFTOVER");
  }

  @Test
  void aFindingIsPrintedAsItsShrunkStepsWrittenToTheJsonAndExitsOne() throws Exception {
    try (ReferenceCatalog faulty =
        ReferenceCatalog.start(
            ReferenceOptions.defaults().withFaults(Fault.RENAMED_VIEW_BACK_AT_FIRST_VERSION))) {
      int exit =
          run(
              "explore",
              "--target",
              faulty.uri().toString(),
              "--seed",
              "1",
              "--report-dir",
              REPORTS.toString());

      assertThat(exit).as(out.toString()).isEqualTo(1);
    }
    assertThat(out.toString())
        .containsPattern("(?m)^FAIL ICE-REN-12 \\[MUST\\] .*\\(reproduced 3 of 3 on fresh names")
        .containsPattern("(?m)^   1\\. create namespace n\\d$")
        .containsPattern("(?m)^   [45]\\. rename view n\\d\\.\\w -> \\w$")
        .contains("expected: the current version's SQL = SELECT ")
        .contains("Replay: explore --seed 1 --steps 2000 --sequence-length 40 --target http://")
        .doesNotContain("LEFTOVER");
    JsonNode report = new ObjectMapper().readTree(REPORTS.resolve("exploration.json").toFile());
    assertThat(report.path("seed").asLong()).isEqualTo(1);
    JsonNode finding = report.path("finding");
    assertThat(finding.path("requirementId").asText()).isEqualTo("ICE-REN-12");
    assertThat(finding.path("outcome").asText()).isEqualTo("FAIL");
    assertThat(finding.path("reproduced").asInt()).isEqualTo(3);
    JsonNode last = finding.path("steps").get(finding.path("steps").size() - 1);
    assertThat(last.path("step").asText()).startsWith("rename view ");
    assertThat(last.path("got").asText()).startsWith("the current version's SQL = ");
    assertThat(finding.path("curl").asText())
        .as("the shrunk sequence as a curl script")
        .contains("RUN_ID='cck_")
        .contains("\"${RUN_ID}\"")
        .contains("--data-binary")
        .containsPattern("(?m)^# (\\d+)/\\1 decisive: loadView \\(the kit got 200\\)$");
  }

  /**
   * Certification passes the sequence-only fault's requirement; {@code --explore} after it finds
   * the fault and fails the run. Bounded by the finding, not the hour: seed 1 finds it in its third
   * sequence.
   */
  @Test
  void certifyWithExploreFailsAPassingRunForAMustFindingOnlyASequenceShows() throws IOException {
    Path reports = REPORTS.resolve("certify");
    try (ReferenceCatalog faulty =
        ReferenceCatalog.start(
            ReferenceOptions.defaults().withFaults(Fault.RENAMED_VIEW_BACK_AT_FIRST_VERSION))) {
      int exit =
          run(
              "--target",
              faulty.uri().toString(),
              "--requirement",
              "ICE-REN-12",
              "--quiet",
              "--report-dir",
              reports.toString(),
              "--explore",
              "1h",
              "--explore-seed",
              "1");

      assertThat(exit).as(out.toString()).isEqualTo(1);
    }
    assertThat(out.toString())
        .containsPattern("(?m)^FAIL ICE-REN-12 \\[MUST\\] .*\\(reproduced 3 of 3")
        .containsPattern("(?m)^Verdict: PASS \\(exit code 0\\)$")
        .containsPattern("(?m)^Verdict after exploration: FAIL \\(exit code 1\\) - ")
        .contains("Exploration report: " + reports.resolve("exploration.json").toAbsolutePath());
    assertThat(reports.resolve("compliance.json")).exists();
    assertThat(Files.readString(reports.resolve("certificate.json")))
        .contains("\"certified\": false")
        .contains("explore found a confirmed violation of MUST requirement ICE-REN-12")
        .contains("\"exitCode\": 1");
    assertThat(Files.readString(reports.resolve("badge.json"))).contains("\"color\": \"red\"");
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
