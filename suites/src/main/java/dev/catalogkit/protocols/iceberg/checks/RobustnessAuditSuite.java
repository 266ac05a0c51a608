package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Runs last, after the clean-up: the concurrency probe presses the server with plain reads up to
 * --parallel at once; did it break, or did any check fare worse under concurrent load than alone?
 */
@ConformanceSuite
@Tag(KitRunner.STRESS_TAG)
class RobustnessAuditSuite {

  @Test
  @Verifies("ICE-ROB-01")
  void validRequestsAreAnsweredUnderConcurrentLoadAsTheyAreAlone(RunContext run) {
    run.underLoad().expectSteady(run);
  }
}
