package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Runs after the isolation phase: did any check fare worse under concurrent load than alone? */
@ConformanceSuite
@Tag(KitRunner.AUDIT_TAG)
class RobustnessAuditSuite {

  @Test
  @Verifies("PAI-ROB-01")
  void validRequestsAreAnsweredUnderConcurrentLoadAsTheyAreAlone(RunContext run) {
    run.underLoad().expectSteady();
  }
}
