package dev.catalogkit.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.reference.iceberg.IcebergFault;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/** What a vendor's test factory gets: the kit's outcomes as JUnit tests, and the reports. */
class CatalogConformanceTest {

  @Test
  void aConformingCatalogGivesOnlyPassingOrSkippedTestsAndTheReports(@TempDir Path reports)
      throws Throwable {
    List<DynamicTest> tests;
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults())) {
      tests = flatten(CatalogConformance.iceberg(reference.uri()).reportDir(reports).checks());
    }
    assertThat(tests).hasSizeGreaterThan(100);
    for (DynamicTest test : tests) {
      try {
        test.getExecutable().execute();
      } catch (TestAbortedException notJudged) {
        // NOT_APPLICABLE or NOT_VERIFIED: skipped, as the reports list them
      }
    }
    assertThat(tests.get(tests.size() - 1).getDisplayName()).startsWith("verdict PASS: judged ");
    assertThat(reports.resolve("compliance.html")).exists();
    assertThat(reports.resolve("junit.xml")).exists();
    assertThat(Files.readString(reports.resolve("compliance.json"))).contains("ICE-DISC-01");
  }

  @Test
  void aViolatedMustRequirementIsAFailedTestNamingItAndTheVerdictFails(@TempDir Path reports) {
    List<DynamicTest> tests;
    try (ReferenceCatalog reference =
        ReferenceCatalog.start(
            ReferenceOptions.defaults().withFaults(IcebergFault.CONFIG_WITHOUT_OVERRIDES))) {
      tests =
          flatten(
              CatalogConformance.iceberg(reference.uri())
                  .requirements("ICE-DISC-01")
                  .reportDir(reports)
                  .checks());
    }
    DynamicTest check =
        tests.stream()
            .filter(test -> test.getDisplayName().startsWith("ICE-DISC-01"))
            .findFirst()
            .orElseThrow();
    assertThatThrownBy(() -> check.getExecutable().execute())
        .isInstanceOf(AssertionFailedError.class)
        .hasMessageStartingWith("ICE-DISC-01 ")
        .hasMessageContaining("compliance.html");
    assertThatThrownBy(() -> tests.get(tests.size() - 1).getExecutable().execute())
        .isInstanceOf(AssertionFailedError.class)
        .hasMessageStartingWith("verdict FAIL");
  }

  @Test
  void theCommandLinesGateOptionsHoldInTheBuilder(@TempDir Path reports) throws IOException {
    Path waivers =
        Files.writeString(
            reports.resolve("waivers.yaml"),
            "waivers:\n  - requirement: ICE-DISC-01\n    reason: tracked as VENDOR-1\n");
    RunReport waived;
    RunReport failedOnWarn;
    try (ReferenceCatalog reference =
        ReferenceCatalog.start(
            ReferenceOptions.defaults()
                .withFaults(
                    IcebergFault.CONFIG_WITHOUT_OVERRIDES, IcebergFault.ENDPOINTS_HIDDEN))) {
      waived =
          CatalogConformance.iceberg(reference.uri())
              .requirements("ICE-DISC-01", "ICE-DISC-02", "ICE-DISC-05")
              .excludeRequirements("ICE-DISC-02")
              .waivers(waivers)
              .strictWaivers()
              .parallel(1)
              .timeout(Duration.ofSeconds(5))
              .runTimeout(Duration.ofMinutes(2))
              .reportDir(reports.resolve("waived"))
              .run();
      failedOnWarn =
          CatalogConformance.iceberg(reference.uri())
              .areas("discovery")
              .excludeAreas("errors")
              .excludeRequirements("ICE-DISC-01")
              .failOnWarn()
              .reportDir(reports.resolve("strict"))
              .run();
    }
    assertThat(outcome(waived, "ICE-DISC-01")).isEqualTo(Outcome.WAIVED);
    assertThat(outcome(waived, "ICE-DISC-02")).isEqualTo(Outcome.NOT_VERIFIED);
    assertThat(outcome(waived, "ICE-DISC-05")).isEqualTo(Outcome.WARN);
    assertThat(waived.exitCode()).isZero();
    assertThat(outcome(failedOnWarn, "ICE-DISC-05")).isEqualTo(Outcome.WARN);
    assertThat(failedOnWarn.exitCode()).isEqualTo(1);
  }

  @Test
  void underFailOnNewOnlyTheFindingTheBaselineLacksFailsATest(@TempDir Path reports) {
    List<DynamicTest> tests;
    try (ReferenceCatalog reference =
        ReferenceCatalog.start(
            ReferenceOptions.defaults()
                .withFaults(
                    IcebergFault.CONFIG_WITHOUT_OVERRIDES, IcebergFault.ENDPOINTS_HIDDEN))) {
      CatalogConformance.iceberg(reference.uri())
          .requirements("ICE-DISC-01")
          .reportDir(reports.resolve("released"))
          .run();
      tests =
          flatten(
              CatalogConformance.iceberg(reference.uri())
                  .requirements("ICE-DISC-01", "ICE-DISC-05")
                  .baseline(reports.resolve("released").resolve("compliance.json"))
                  .failOnNew()
                  .failOnWarn()
                  .reportDir(reports.resolve("build"))
                  .checks());
    }
    assertThat(failedTests(tests))
        .as("ICE-DISC-01 failed in the baseline too; the WARN of ICE-DISC-05 is new")
        .hasSize(2)
        .allMatch(name -> name.startsWith("ICE-DISC-05") || name.startsWith("verdict FAIL"));
  }

  private static List<String> failedTests(List<DynamicTest> tests) {
    return tests.stream()
        .filter(
            test -> {
              try {
                test.getExecutable().execute();
                return false;
              } catch (AssertionFailedError failed) {
                return true;
              } catch (Throwable skippedOrBroken) {
                return false;
              }
            })
        .map(DynamicTest::getDisplayName)
        .toList();
  }

  private static Outcome outcome(RunReport report, String requirement) {
    return report.findRequirement(requirement).orElseThrow().outcome();
  }

  private static List<DynamicTest> flatten(Stream<DynamicNode> nodes) {
    return nodes
        .flatMap(
            node ->
                node instanceof DynamicContainer area
                    ? area.getChildren().map(DynamicTest.class::cast)
                    : Stream.of((DynamicTest) node))
        .toList();
  }
}
