package dev.catalogkit.protocols;

import dev.catalogkit.engine.Capabilities;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.spec.RequirementCatalogue;
import dev.catalogkit.spec.SpecDocument;
import dev.catalogkit.spec.SpecDocumentException;
import java.util.stream.Collectors;

/**
 * What every profile of a folder has in common: its catalogue and OpenAPI document, loaded once per
 * profile instance on first use and shared by every run in the JVM, and its checks in the {@code
 * checks} package beside it. A broken document of the kit's own stops the run (exit 2), never
 * blames the server.
 */
public abstract class DocumentedProfile implements ProtocolProfile {

  private final String catalogueResource;
  private final String openApiResource;
  private RequirementCatalogue catalogue;
  private SpecDocument spec;

  /**
   * @param catalogueResource the catalogue's class-path resource
   * @param openApiResource the OpenAPI document's class-path resource
   */
  protected DocumentedProfile(String catalogueResource, String openApiResource) {
    this.catalogueResource = catalogueResource;
    this.openApiResource = openApiResource;
  }

  @Override
  public final synchronized RequirementCatalogue catalogue() {
    if (catalogue == null) {
      catalogue = RequirementCatalogue.loadResource(catalogueResource);
    }
    return catalogue;
  }

  @Override
  public final synchronized SpecDocument spec() {
    if (spec == null) {
      try {
        spec = SpecDocument.load(openApiResource);
      } catch (SpecDocumentException broken) {
        throw new RunAborted("the kit's OpenAPI document is broken: " + broken.getMessage());
      }
    }
    return spec;
  }

  @Override
  public String checksPackage() {
    return getClass().getPackageName() + ".checks";
  }

  /** For a protocol whose servers advertise nothing: every operation of the document is assumed. */
  protected final Capabilities everyOperationAssumed() {
    return new Capabilities(
        spec().operations().stream().map(Capabilities::endpointOf).collect(Collectors.toSet()),
        false);
  }
}
