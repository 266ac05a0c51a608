package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.CheckSelection;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.reference.iceberg.IcebergFault;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunHealth;
import dev.catalogkit.report.RunReport;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * One server, one verdict at any --parallel (issue 32): checks are judged one request at a time
 * until a --baseline showed the server sustains more, so a server that overlapping requests fail
 * gets the verdicts it gets alone, nothing is run again, and only the probe, last, presses it.
 */
class LoadWindowTest {

  @Test
  void aServerThatOverlappingRequestsFailIsJudgedAsAloneAtTheDefaultParallel() throws Exception {
    RunReport report;
    try (ReferenceCatalog reference =
        ReferenceCatalog.start(
            ReferenceOptions.defaults().withFaults(IcebergFault.REQUESTS_OVERLAPPING_ANSWER_500))) {
      report =
          new KitRunner(line -> {})
              .run(
                  RunOptions.of(
                      Profiles.load().named("iceberg"), TargetConfig.of(reference.uri())));
    }
    Map<String, Outcome> verdicts = new HashMap<>(SelfTestRuns.verdicts(report));
    verdicts.remove("ICE-ROB-01"); // the probe's finding, whichever window the overlap hit
    assertThat(verdicts)
        .allSatisfy(
            (id, outcome) ->
                assertThat(outcome).as(id).isNotIn(Outcome.FAIL, Outcome.WARN, Outcome.ERROR));
    assertThat(verdicts).containsEntry("ICE-IDEM-07", Outcome.NOT_APPLICABLE);
    assertThat(report.health().isolation()).isEqualTo(RunHealth.Isolation.NONE);
    assertThat(report.health().load().window()).isEqualTo(1);
    assertThat(report.health().load().probed()).isNotEmpty();
    assertThat(report.leftovers()).isEmpty();
  }

  /** A run given a report whose probe saw 8 sustained judges at 8 at once, and says why. */
  @Test
  void aBaselinesSustainedWindowOpensTheWindowUpToTheCeiling() throws Exception {
    RunReport report;
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults())) {
      report =
          new KitRunner(line -> {})
              .run(
                  RunOptions.builder(
                          Profiles.load().named("iceberg"), TargetConfig.of(reference.uri()))
                      .selection(CheckSelection.requirements(Set.of("ICE-ROB-01")))
                      .parallelism(4)
                      .sustained(8)
                      .build());
    }
    RunHealth.Load load = report.health().load();
    assertThat(load.window()).isEqualTo(4);
    assertThat(load.why())
        .isEqualTo("the --baseline's probe saw the server sustain 8; --parallel 4");
    assertThat(load.probed()).containsExactly(2, 4);
    assertThat(load.sustained()).isEqualTo(4);
    assertThat(SelfTestRuns.verdicts(report)).containsEntry("ICE-ROB-01", Outcome.PASS);
  }
}
