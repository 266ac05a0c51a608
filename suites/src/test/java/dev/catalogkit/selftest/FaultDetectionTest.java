package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.ReferenceProfile;
import dev.catalogkit.reference.ReferenceProfiles;
import dev.catalogkit.reference.iceberg.IcebergFault;
import dev.catalogkit.reference.paimon.PaimonFault;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.NotJudged;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.RunVerdict;
import dev.catalogkit.spec.Requirement;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The kit tests itself: against the reference with one fault, the requirement that fault breaks is
 * reported as violated (FAIL for MUST, WARN for SHOULD), a failure of its checks says what went
 * wrong in the words pinned for that fault ({@code fault-failures.tsv} of its profile), and no
 * other requirement fails. If this fails for a fault, check the fault first (does it break only its
 * rule?), then the check that verifies that rule. Every fault of every {@code ReferenceProfile} on
 * the class path is run, all at once, against one server per profile, with the checks that can meet
 * it ({@link FaultMatrix}, {@link FaultImpact}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
// the fast tier's longest class: started first, the others fill the cores beside it, not after it
@Order(0)
class FaultDetectionTest {

  /**
   * Per fault, words its broken requirement's failure must contain: what the kit saw. Each
   * profile's are a resource of this name beside its {@code ProtocolProfile} class.
   */
  private static final String PINNED_FAILURES = "fault-failures.tsv";

  private FaultMatrix matrix;
  private Map<Fault, String> pinned;

  @BeforeAll
  void runEveryFault() {
    pinned = pinnedFailures();
    matrix = FaultMatrix.start();
  }

  @AfterAll
  void stopTheServers() {
    matrix.close();
  }

  @Test
  void everyFaultThatBreaksARequirementHasItsFailurePinned() {
    assertThat(pinned.keySet()).containsExactlyInAnyOrderElementsOf(violatingFaults().toList());
  }

  /** Every fault of every profile with a reference. */
  private static Stream<Fault> allFaults() {
    return ReferenceProfiles.all().stream().flatMap(profile -> profile.faults().stream());
  }

  static Stream<Fault> violatingFaults() {
    return allFaults().filter(Fault::violates);
  }

  static Stream<Fault> faultsThatBreakNothing() {
    return allFaults().filter(Fault::breaksNothing);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("violatingFaults")
  void theBrokenRequirementAndNothingElseIsReported(Fault fault) throws Exception {
    RunReport report = matrix.report(fault);
    Map<String, Outcome> verdicts = SelfTestRuns.verdicts(report);
    Requirement broken =
        report.requirements().stream()
            .map(v -> v.requirement())
            .filter(r -> r.id().equals(fault.breaks()))
            .findFirst()
            .orElseThrow();

    assertThat(verdicts.get(fault.breaks()))
        .as(fault.breaks())
        .isEqualTo(Outcome.ofViolation(broken));
    assertThat(report.checks())
        .filteredOn(check -> fault.breaks().equals(check.requirementId()))
        .filteredOn(check -> check.failure() != null)
        .isNotEmpty()
        .allSatisfy(
            check -> assertThat(check.failure().message()).startsWith(fault.breaks() + ": "))
        .anySatisfy(check -> assertThat(check.failure().message()).contains(pinned.get(fault)));
    Map<String, String> sameCauseAs = sameCauseLinks(report);
    assertThat(verdicts)
        .as("other requirements that fail")
        .allSatisfy(
            (id, outcome) -> {
              if (!id.equals(fault.breaks())
                  && !fault.alsoObservedAs().contains(id)
                  && !fault.breaks().equals(sameCauseAs.get(id))) {
                assertThat(outcome)
                    .as(id)
                    .isNotIn(Outcome.FAIL, Outcome.WARN, Outcome.ERROR, Outcome.FLAKY);
              }
            });
    assertThat(sameCauseAs.values()).as("same-cause links").allMatch(fault.breaks()::equals);
    assertThat(report.checks()).extracting(CheckResult::outcome).doesNotContain(Outcome.ERROR);
  }

  /**
   * A server that keeps a view's latest version alone is one defect: the version-id rule, whose
   * check sees the taken version gone, is reported as the same cause as the retention rule, not as
   * a problem of its own.
   */
  @Test
  void aVersionGoneWithTheOthersIsTheSameCauseAsTheRetentionRule() throws Exception {
    RunReport report = matrix.report(IcebergFault.LATEST_VERSION_ONLY_KEPT);
    assertThat(sameCauseLinks(report)).containsEntry("ICE-VRP-18", "ICE-VRP-20");
    assertThat(SelfTestRuns.verdicts(report)).containsEntry("ICE-VRP-18", Outcome.WARN);
  }

  /** Each violated requirement that another's finding explains, and that one. */
  private static Map<String, String> sameCauseLinks(RunReport report) {
    Map<String, String> links = new TreeMap<>();
    report.requirements().stream()
        .filter(verdict -> verdict.causedBy() != null)
        .forEach(verdict -> links.put(verdict.requirement().id(), verdict.causedBy()));
    return links;
  }

  /**
   * A server may behave as these faults make the reference behave (a property it manages, a route
   * it does not serve): the run passes, and nothing is reported against the server.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("faultsThatBreakNothing")
  void aFaultThatBreaksNothingFailsNothing(Fault fault) throws Exception {
    RunReport report = matrix.report(fault);

    assertThat(SelfTestRuns.verdicts(report))
        .as("requirements reported against the server")
        .allSatisfy(
            (id, outcome) ->
                assertThat(outcome).as(id).isNotIn(Outcome.FAIL, Outcome.WARN, Outcome.ERROR));
    assertThat(report.checks()).extracting(CheckResult::outcome).doesNotContain(Outcome.ERROR);
    assertThat(report.verdict()).isEqualTo(RunVerdict.PASS);
  }

  /**
   * The kit reads the separator under defaults as under overrides: with it advertised only there,
   * the checks of the advertised separator are judged with it, and pass.
   */
  @Test
  void aSeparatorAdvertisedUnderDefaultsIsTheOneTheSeparatorChecksUse() throws Exception {
    assertThat(
            SelfTestRuns.verdicts(matrix.report(IcebergFault.NAMESPACE_SEPARATOR_UNDER_DEFAULTS)))
        .containsEntry("ICE-NS-02", Outcome.PASS)
        .containsEntry("ICE-NS-05", Outcome.PASS)
        .containsEntry("ICE-NS-19", Outcome.PASS);
  }

  static Stream<Fault> faultsOnlySequencesShow() {
    return allFaults().filter(Fault::onlyShownBySequences);
  }

  /**
   * A fault only a sequence of steps shows is one no hand-written check sees: certification passes
   * and its requirement too. {@code IcebergExplorationTest} shows exploration finding it.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("faultsOnlySequencesShow")
  void aFaultOnlyASequenceShowsPassesCertification(Fault fault) throws Exception {
    RunReport report = matrix.report(fault);

    assertThat(SelfTestRuns.verdicts(report)).containsEntry(fault.breaks(), Outcome.PASS);
    assertThat(report.verdict()).isEqualTo(RunVerdict.PASS);
  }

  static Stream<Fault> faultsThatOnlyFailSomeRequests() {
    return allFaults().filter(Fault::onlyFailsSomeRequests);
  }

  /**
   * A server that answers one request in five 503 (with Retry-After) breaks no rule: the kit
   * retries as the spec allows and judges as if nothing had happened (the robustness rule and
   * checks the 503s made FLAKY aside), and reports the 503s first, as server errors to valid
   * requests.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("faultsThatOnlyFailSomeRequests")
  void passingUnavailabilityChangesNoVerdictAndIsReportedAsServerErrors(Fault fault)
      throws Exception {
    RunReport report = matrix.report(fault);

    assertThat(SelfTestRuns.verdicts(report))
        .as("requirements reported against the server")
        .allSatisfy(
            (id, outcome) -> {
              if (!id.endsWith("-ROB-01") && outcome != Outcome.FLAKY) {
                assertThat(outcome).as(id).isNotIn(Outcome.FAIL, Outcome.WARN, Outcome.ERROR);
              }
            });
    assertThat(report.checks()).extracting(CheckResult::outcome).doesNotContain(Outcome.ERROR);
    assertThat(report.health().serverErrors().count()).isPositive();
    assertThat(report.health().serverErrors().first())
        .first()
        .satisfies(first -> assertThat(first.status()).isEqualTo(503));
    assertThat(report.leftovers()).isEmpty();
    assertTheCleanVerdictsApartFromRobustnessAndFlakyChecks(fault, report);
  }

  /**
   * Every requirement gets the verdict it gets from the reference without the fault, but the
   * robustness rule and what the fault made FLAKY.
   */
  private void assertTheCleanVerdictsApartFromRobustnessAndFlakyChecks(
      Fault fault, RunReport report) throws Exception {
    Map<String, Outcome> seen = new TreeMap<>(SelfTestRuns.verdicts(report));
    seen.entrySet()
        .removeIf(entry -> entry.getKey().endsWith("-ROB-01") || entry.getValue() == Outcome.FLAKY);
    Map<String, Outcome> expected =
        new TreeMap<>(SelfTestRuns.verdicts(matrix.clean(fault.profile())));
    expected.keySet().retainAll(seen.keySet());
    assertThat(seen).isEqualTo(expected);
  }

  /**
   * A server that fails overlapping requests: the checks it failed under load pass alone, so only
   * the robustness rule is reported, and the janitor, which deletes in parallel, sends what was
   * left once more alone, so nothing stays behind.
   */
  static Stream<Fault> faultsThatFailOverlappingRequests() {
    return Stream.of(
        IcebergFault.REQUESTS_OVERLAPPING_ANSWER_500,
        PaimonFault.SEMANTIC_REQUESTS_OVERLAPPING_ANSWER_500);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("faultsThatFailOverlappingRequests")
  void overlappingRequestsThatFailAreJudgedAloneAndCleanedUpAlone(Fault fault) throws Exception {
    RunReport report = matrix.report(fault);

    assertThat(report.health().isolation().passedAloneOnly()).isPositive();
    assertThat(report.health().isolation().unconfirmed()).isZero();
    assertThat(report.health().serverErrors().count()).isPositive();
    assertThat(report.leftovers()).isEmpty();
    assertTheCleanVerdictsApartFromRobustnessAndFlakyChecks(fault, report);
  }

  /**
   * The matrix's own soundness: a fault that reaches the run's own requests keeps its selection
   * only where those requests were answered as without it ({@link RunSteering}). Hidden endpoints
   * change discovery's answer, so every check runs; a page size below one changes no answer the run
   * itself gets, so only the checks that can meet it run.
   */
  @Test
  void aFaultRunKeepsItsSelectionOnlyWhenTheRunsOwnRequestsWereAnsweredAlike() throws Exception {
    assumeTrue(FaultMatrix.selects(), "the matrix runs every check");
    assertThat(matrix.selection(IcebergFault.ENDPOINTS_HIDDEN))
        .startsWith("every check: the run's own requests were answered otherwise")
        .contains("/v1/config?warehouse=");
    assertThat(matrix.selection(IcebergFault.PAGE_SIZE_BELOW_ONE_LISTS_ALL))
        .doesNotStartWith("every check")
        .contains("ICE-PAGE-01");
  }

  /** An unserved register-view is the server's real absence: its checks are not applicable. */
  @Test
  void anUnservedRegisterViewMakesItsChecksNotApplicable() throws Exception {
    Map<String, Outcome> verdicts =
        SelfTestRuns.verdicts(matrix.report(IcebergFault.REGISTER_VIEW_UNSERVED));

    assertThat(verdicts)
        .containsEntry("ICE-VCR-12", Outcome.NOT_APPLICABLE)
        .containsEntry("ICE-XTY-05", Outcome.NOT_APPLICABLE)
        .containsEntry("ICE-XTY-10", Outcome.NOT_APPLICABLE)
        .containsEntry("ICE-ERR-01", Outcome.PASS)
        .containsEntry("ICE-ERR-04", Outcome.PASS);
  }

  /**
   * A fault that violates nothing but keeps MUST requirements from being judged makes the run
   * INCOMPLETE (exit 3), never PASS, and blames the server for nothing.
   */
  @Test
  void aServerWhoseTableCreationFailsGetsIncompleteNotPass() throws Exception {
    RunReport report = matrix.report(IcebergFault.TABLE_CREATION_FAILS);

    assertThat(report.verdict()).isEqualTo(RunVerdict.INCOMPLETE);
    assertThat(report.exitCode()).isEqualTo(3);
    assertThat(SelfTestRuns.verdicts(report).values())
        .doesNotContain(Outcome.FAIL, Outcome.WARN, Outcome.ERROR);
    assertThat(report.notJudged().get(NotJudged.STEP_FAILED))
        .extracting(v -> v.requirement().id())
        .contains("ICE-REN-01", "ICE-REN-02", "ICE-XTY-01", "ICE-PAGE-01");
  }

  private static Map<Fault, String> pinnedFailures() {
    Map<Fault, String> pinned = new HashMap<>();
    Profiles profiles = Profiles.load();
    ReferenceProfiles.all()
        .forEach(
            reference -> pinned.putAll(pinnedFailures(reference, profiles.named(reference.id()))));
    return pinned;
  }

  /**
   * The pins of one profile's faults, read beside the class of the profile whose checks see them.
   */
  private static Map<Fault, String> pinnedFailures(
      ReferenceProfile reference, ProtocolProfile checks) {
    Map<Fault, String> pinned = new HashMap<>();
    try (InputStream in = checks.getClass().getResourceAsStream(PINNED_FAILURES)) {
      if (in == null) {
        return pinned;
      }
      new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .filter(line -> !line.isBlank() && !line.startsWith("#"))
          .map(line -> line.split("\t", 2))
          .forEach(fields -> pinned.put(reference.fault(fields[0]), fields[1]));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return pinned;
  }
}
