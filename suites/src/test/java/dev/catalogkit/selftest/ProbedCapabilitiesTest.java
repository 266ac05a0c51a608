package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.reference.iceberg.IcebergFault;
import dev.catalogkit.report.CapabilityMatrix;
import dev.catalogkit.report.CapabilityMatrix.JudgedOn;
import dev.catalogkit.report.CapabilityMatrix.OperationCapability;
import dev.catalogkit.report.CapabilityMatrix.Probe;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.spec.Operation;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Probe, don't trust: what a server serves but does not advertise is checked anyway, so hiding the
 * advertisement never turns into a PASS that judged little.
 */
class ProbedCapabilitiesTest {

  @Test
  void routesThatWorkButAreNotAdvertisedAreJudgedAsFullyAsAdvertisedOnes() {
    RunReport plain = SelfTestRuns.againstReference("iceberg");
    RunReport hidden = SelfTestRuns.againstReference("iceberg", IcebergFault.ENDPOINTS_HIDDEN);

    assertThat(judged(hidden))
        .as("judged without advertised endpoints: all but the endpoint format, which has none")
        .containsExactlyInAnyOrderElementsOf(
            judged(plain).stream().filter(id -> !id.equals("ICE-DISC-04")).toList());
    Map<String, Outcome> verdicts = SelfTestRuns.verdicts(hidden);
    assertThat(verdicts)
        .containsEntry("ICE-VLD-03", Outcome.PASS)
        .containsEntry("ICE-VRP-03", Outcome.PASS)
        .containsEntry("ICE-XTY-03", Outcome.PASS)
        .containsEntry("ICE-DISC-05", Outcome.WARN);
    assertThat(hidden.checks())
        .filteredOn(check -> "ICE-DISC-05".equals(check.requirementId()))
        .singleElement()
        .satisfies(
            check ->
                assertThat(check.failure().actual())
                    .contains("POST /v1/{prefix}/namespaces/{namespace}/views")
                    .contains("HEAD /v1/{prefix}/namespaces/{namespace}/views/{view}"));
  }

  @Test
  void theCapabilityMatrixShowsWhatIsAdvertisedWhatTheProbesFoundAndWhatWasJudgedWhere() {
    RunReport report =
        SelfTestRuns.againstReference("iceberg", IcebergFault.REGISTER_VIEW_UNSERVED);
    CapabilityMatrix matrix = report.capabilities();

    assertThat(matrix.endpointsListed()).isTrue();
    assertThat(matrix.operations())
        .extracting(OperationCapability::operationId)
        .containsExactlyInAnyOrderElementsOf(
            Profiles.load().named("iceberg").spec().operations().stream()
                .map(Operation::id)
                .toList());
    OperationCapability registerView = row(matrix, "registerView");
    assertThat(registerView.advertised()).isFalse();
    assertThat(registerView.served()).isFalse();
    assertThat(registerView.probe()).isEqualTo(Probe.ABSENT);
    assertThat(registerView.probeStatus()).isEqualTo(404);
    assertThat(registerView.requirements())
        .isNotEmpty()
        .allSatisfy(judged -> assertThat(judged.outcome()).isEqualTo(Outcome.NOT_APPLICABLE));
    OperationCapability createView = row(matrix, "createView");
    assertThat(createView.advertised()).isTrue();
    assertThat(createView.served()).isTrue();
    assertThat(createView.probe()).isEqualTo(Probe.NOT_PROBED);
    assertThat(createView.requirements())
        .extracting(JudgedOn::requirementId)
        .contains("ICE-VCR-01")
        .isSorted();
  }

  @Test
  void withoutAdvertisedEndpointsTheMatrixShowsTheProbedRoutesServed() {
    RunReport report = SelfTestRuns.againstReference("iceberg", IcebergFault.ENDPOINTS_HIDDEN);
    OperationCapability createView = row(report.capabilities(), "createView");

    assertThat(report.capabilities().endpointsListed()).isFalse();
    assertThat(createView.advertised()).isFalse();
    assertThat(createView.probe()).isEqualTo(Probe.SERVED);
    assertThat(createView.probeStatus()).isEqualTo(200);
    assertThat(createView.served()).isTrue();
  }

  private static OperationCapability row(CapabilityMatrix matrix, String operationId) {
    return matrix.operations().stream()
        .filter(operation -> operation.operationId().equals(operationId))
        .findFirst()
        .orElseThrow();
  }

  private static List<String> judged(RunReport report) {
    return report.requirements().stream()
        .filter(RequirementVerdict::judged)
        .map(v -> v.requirement().id())
        .toList();
  }

  @Test
  void keysReplayedWithoutAnAdvertisedLifetimeAreCheckedAndTheMissingLifetimeWarns() {
    RunReport report =
        SelfTestRuns.againstReference("iceberg", IcebergFault.IDEMPOTENCY_LIFETIME_NOT_ADVERTISED);

    assertThat(SelfTestRuns.verdicts(report))
        .containsEntry("ICE-IDEM-01", Outcome.PASS)
        .containsEntry("ICE-IDEM-07", Outcome.PASS)
        .containsEntry("ICE-IDEM-08", Outcome.WARN);
  }
}
