package dev.catalogkit.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.protocols.EmbeddedReference;
import java.util.Collection;
import java.util.Map;
import java.util.Random;
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

  /**
   * The reference catalog, Testcontainers and picocli are optional dependencies, absent from a
   * vendor's build (catalogkit-junit): only the command line and the class that starts the embedded
   * reference name them, so nothing a vendor's run loads needs them.
   */
  @Test
  void onlyTheCommandLineAndTheEmbeddedReferenceNameTheOptionalDependencies() {
    noClasses()
        .that()
        .resideOutsideOfPackages("dev.catalogkit.reference..", "dev.catalogkit.cli..")
        .and()
        .doNotHaveFullyQualifiedName(EmbeddedReference.class.getName())
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("dev.catalogkit.reference..", "org.testcontainers..", "picocli..")
        .check(KIT);
  }

  @Test
  void checksSpeakTheKitsVocabularyNotHttp() {
    noClasses()
        .that()
        .resideInAPackage("dev.catalogkit.protocols.*.checks..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "java.net.http..", "dev.catalogkit.reference..", "dev.catalogkit.report..")
        .check(KIT);
  }

  /**
   * Checks send through their client, which records, validates and redacts every exchange; the
   * transport beneath it is the engine's and the clients' business.
   */
  @Test
  void checksNeverTouchTheTransport() {
    noClasses()
        .that()
        .resideInAPackage("dev.catalogkit.protocols.*.checks..")
        .should()
        .dependOnClassesThat()
        .areAssignableTo(HttpTransport.class)
        .check(KIT);
  }

  /** Checks read answers through the protocol's typed vocabulary, never as raw JSON. */
  @Test
  void checksDoNotTouchJackson() {
    noClasses()
        .that()
        .areAnnotatedWith(ConformanceSuite.class)
        .should()
        .dependOnClassesThat()
        .resideInAPackage("com.fasterxml.jackson..")
        .check(KIT);
  }

  /** Adding a protocol is adding a folder: nothing below knows one. */
  @Test
  void theEngineAndTheLowerLayersKnowNoProtocolNorTheCommandLine() {
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
        .resideInAnyPackage(
            "dev.catalogkit.protocols..", "dev.catalogkit.cli..", "dev.catalogkit.reference..")
        .orShould()
        .dependOnClassesThat()
        .haveSimpleNameStartingWith("Iceberg")
        .orShould()
        .dependOnClassesThat()
        .haveSimpleNameStartingWith("Paimon")
        .check(KIT.that(DescribedPredicate.not(resideInReference())));
  }

  /**
   * The reference catalog's core finds each protocol's part as a {@code ReferenceProfile} through
   * {@code ServiceLoader}, so it names no protocol package below it.
   */
  @Test
  void theReferenceCoreNamesNoProtocolPackage() {
    noClasses()
        .that()
        .resideInAPackage("dev.catalogkit.reference")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("dev.catalogkit.reference.*..")
        .check(KIT);
  }

  /**
   * Each protocol's part of the reference catalog ({@code reference.iceberg}, {@code
   * reference.paimon}) builds on the core alone: a protocol's reference plugs in without another's.
   */
  @Test
  void theReferencesProtocolPartsNameNoOtherProtocolsPart() {
    slices().matching("dev.catalogkit.reference.(*)..").should().notDependOnEachOther().check(KIT);
  }

  /**
   * Runs share nothing: no mutable static state where checks run, so two runs (or checks of one run
   * in parallel) cannot see each other.
   */
  @Test
  void noStaticMutableStateWhereChecksRun() {
    fields()
        .that()
        .areDeclaredInClassesThat()
        .resideInAnyPackage(
            "dev.catalogkit.engine..",
            "dev.catalogkit.client..",
            "dev.catalogkit.http..",
            "dev.catalogkit.protocols..")
        .and()
        .areStatic()
        .and()
        .doNotHaveModifier(JavaModifier.SYNTHETIC)
        .should()
        .haveModifier(JavaModifier.FINAL)
        .andShould(notHoldMutableState())
        .check(KIT);
  }

  @Test
  void everySuiteIsAConformanceSuiteInAChecksPackage() {
    classes()
        .that()
        .areAnnotatedWith(ConformanceSuite.class)
        .should()
        .resideInAPackage("dev.catalogkit.protocols.*.checks..")
        .check(KIT);
  }

  /** At every depth: {@code reference} and {@code reference.paimon} are two packages, not one. */
  @Test
  void packagesAreFreeOfCycles() {
    slices().matching("dev.catalogkit.(**)").should().beFreeOfCycles().check(KIT);
  }

  private static DescribedPredicate<com.tngtech.archunit.core.domain.JavaClass>
      resideInReference() {
    return DescribedPredicate.describe(
        "reside in the reference catalog",
        javaClass -> javaClass.getPackageName().startsWith("dev.catalogkit.reference"));
  }

  private static com.tngtech.archunit.lang.ArchCondition<JavaField> notHoldMutableState() {
    return com.tngtech.archunit.lang.conditions.ArchConditions.be(
        DescribedPredicate.describe(
            "of an immutable type (no collection, map, array, random, atomic or thread-local)",
            (JavaField field) ->
                !field.getRawType().isArray()
                    && !field.getRawType().isAssignableTo(Collection.class)
                    && !field.getRawType().isAssignableTo(Map.class)
                    && !field.getRawType().isAssignableTo(Random.class)
                    && !field.getRawType().isAssignableTo(ThreadLocal.class)
                    && !field.getRawType().getPackageName().equals("java.util.concurrent.atomic")));
  }
}
