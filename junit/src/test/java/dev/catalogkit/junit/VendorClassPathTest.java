package dev.catalogkit.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import java.io.File;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What a vendor's build gets with {@code catalogkit-junit}: the kit's engine and checks, not the
 * reference catalog, iceberg-core, Jetty, Testcontainers (with JUnit 4) or picocli; and the checks
 * run on that class path alone. The class path is Maven's runtime class path of this module ({@code
 * target/vendor-classpath.txt}, written by the build).
 */
class VendorClassPathTest {

  /** Jars that only the executable jar needs: its reference catalog, --image and command line. */
  private static final Pattern NOT_FOR_VENDORS =
      Pattern.compile(
          "catalogkit-fixtures|fixtures[/\\\\]target|iceberg-|jetty-|testcontainers|docker-java"
              + "|junit-4\\.|picocli");

  private static final List<String> NOT_FOR_VENDORS_ARTIFACTS =
      List.of("catalogkit-fixtures", "testcontainers", "picocli");

  @Test
  void theVendorsClassPathHoldsNoReferenceCatalogIcebergJettyTestcontainersOrPicocli()
      throws Exception {
    List<String> entries = vendorClassPath().stream().map(Path::toString).toList();
    assertThat(entries).anyMatch(entry -> entry.contains("suites"));
    assertThat(entries).noneMatch(entry -> NOT_FOR_VENDORS.matcher(entry).find());
  }

  /**
   * This module's tests start the reference catalog, so it is a test dependency here, and a test
   * dependency hides the same artifact from the runtime class path above even when suites would
   * bring it. So the suites pom itself must keep those dependencies optional.
   */
  @Test
  void theSuitesPomKeepsTheExecutableJarsOwnDependenciesOptional() throws Exception {
    NodeList dependencies =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(Path.of("..", "suites", "pom.xml").toFile())
            .getElementsByTagName("dependency");
    List<String> optional = new ArrayList<>();
    for (int i = 0; i < dependencies.getLength(); i++) {
      Element dependency = (Element) dependencies.item(i);
      String artifact = text(dependency, "artifactId");
      if (NOT_FOR_VENDORS_ARTIFACTS.contains(artifact)) {
        assertThat(text(dependency, "optional")).as(artifact + " is optional").isEqualTo("true");
        optional.add(artifact);
      }
    }
    assertThat(optional).containsExactlyInAnyOrderElementsOf(NOT_FOR_VENDORS_ARTIFACTS);
  }

  /**
   * The whole Iceberg run on the vendor's class path alone (in a class loader of its own, over
   * nothing but the platform's classes): no check, fixture file or profile needs what is left out.
   */
  @Test
  void theChecksRunOnTheVendorsClassPathAlone(@TempDir Path reports) throws Exception {
    List<URL> urls = new ArrayList<>();
    urls.add(CatalogConformance.class.getProtectionDomain().getCodeSource().getLocation());
    for (Path entry : vendorClassPath()) {
      urls.add(entry.toUri().toURL());
    }
    Thread thread = Thread.currentThread();
    ClassLoader own = thread.getContextClassLoader();
    try (URLClassLoader vendor =
            new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
        ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults())) {
      assertThatThrownBy(() -> vendor.loadClass(ReferenceCatalog.class.getName()))
          .isInstanceOf(ClassNotFoundException.class);
      int judgedHere = judgedOnTheTestsClassPath(reference.uri(), reports.resolve("here"));
      thread.setContextClassLoader(vendor);
      Class<?> conformance = vendor.loadClass(CatalogConformance.class.getName());
      Object builder = conformance.getMethod("iceberg", URI.class).invoke(null, reference.uri());
      builder =
          conformance.getMethod("reportDir", Path.class).invoke(builder, reports.resolve("vendor"));
      Object report = conformance.getMethod("run").invoke(builder);
      Object verdict = report.getClass().getMethod("verdict").invoke(report);
      assertThat(verdict).hasToString("PASS");
      assertThat(report.getClass().getMethod("judgedCount").invoke(report)).isEqualTo(judgedHere);
    } finally {
      thread.setContextClassLoader(own);
    }
  }

  /** The same run on this module's test class path, where everything is. */
  private static int judgedOnTheTestsClassPath(URI target, Path reports) {
    return CatalogConformance.iceberg(target).reportDir(reports).run().judgedCount();
  }

  private static List<Path> vendorClassPath() throws Exception {
    String file = System.getProperty("catalogkit.vendor-classpath");
    assertThat(file).as("the build passes the vendor class path file").isNotNull();
    return Stream.of(
            Files.readString(Path.of(file)).trim().split(Pattern.quote(File.pathSeparator)))
        .map(Path::of)
        .toList();
  }

  private static String text(Element parent, String tag) {
    NodeList nodes = parent.getElementsByTagName(tag);
    return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
  }
}
