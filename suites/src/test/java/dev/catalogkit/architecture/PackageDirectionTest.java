package dev.catalogkit.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** Keeps each concern in its package and the dependencies pointing one way. */
class PackageDirectionTest {

  private static final JavaClasses KIT =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .importPackages("dev.catalogkit");

  @Test
  void onlyTheHttpLayerSpeaksRestAssured() {
    noClasses()
        .that()
        .resideOutsideOfPackage("dev.catalogkit.http..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("io.restassured..", "org.apache.http..")
        .check(KIT);
  }

  @Test
  void theCheckingSideNeverUsesAnIcebergClientLibrary() {
    noClasses()
        .that()
        .resideOutsideOfPackage("dev.catalogkit.reference..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.apache.iceberg..", "org.apache.paimon..")
        .check(KIT);
  }

  @Test
  void suitesSpeakTheKitsVocabularyNotHttp() {
    noClasses()
        .that()
        .resideInAPackage("dev.catalogkit.suites..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "java.net.http..", "dev.catalogkit.reference..", "dev.catalogkit.report..")
        .check(KIT);
  }

  @Test
  void lowerLayersDoNotKnowTheSuitesOrTheCommandLine() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "dev.catalogkit.engine..",
            "dev.catalogkit.client..",
            "dev.catalogkit.http..",
            "dev.catalogkit.report..",
            "dev.catalogkit.spec..",
            "dev.catalogkit.schema..",
            "dev.catalogkit.reference..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("dev.catalogkit.suites..", "dev.catalogkit.cli..")
        .check(KIT);
  }

  @Test
  void packagesAreFreeOfCycles() {
    slices().matching("dev.catalogkit.(*)..").should().beFreeOfCycles().check(KIT);
  }
}
