package dev.catalogkit.spec;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The requirement catalogue of one protocol profile, read from {@code requirements/<profile>.yaml}
 * on the class path. Order is the file's order; IDs are unique.
 */
public final class RequirementCatalogue {

  /** The file layout: a spec label and the requirements. */
  record CatalogueFile(String profile, String spec, List<Requirement> requirements) {}

  private final String profile;
  private final String spec;
  private final Map<String, Requirement> byId;
  private final String sha256;

  private RequirementCatalogue(
      String profile, String spec, Map<String, Requirement> byId, String sha256) {
    this.profile = profile;
    this.spec = spec;
    this.byId = byId;
    this.sha256 = sha256;
  }

  public static RequirementCatalogue load(String profile) {
    return loadResource("requirements/" + profile + ".yaml");
  }

  /** A catalogue from any class-path resource, e.g. one a plug-in profile keeps in its folder. */
  public static RequirementCatalogue loadResource(String resource) {
    try (InputStream in =
        RequirementCatalogue.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new SpecDocumentException("requirement catalogue not found: " + resource);
      }
      byte[] text = in.readAllBytes();
      CatalogueFile file =
          new ObjectMapper(new YAMLFactory())
              .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true)
              .readValue(text, CatalogueFile.class);
      Map<String, Requirement> byId = new LinkedHashMap<>();
      for (Requirement requirement : file.requirements()) {
        requireObligationOfAMust(requirement);
        if (byId.put(requirement.id(), requirement) != null) {
          throw new SpecDocumentException("duplicate requirement ID " + requirement.id());
        }
      }
      return new RequirementCatalogue(file.profile(), file.spec(), byId, Sha256.of(text));
    } catch (IOException e) {
      throw new SpecDocumentException(
          "cannot read " + resource + ": " + e.getMessage().lines().findFirst().orElse(""));
    }
  }

  /** A FAIL must point at words that bind the server (docs/internal/levels.md). */
  private static void requireObligationOfAMust(Requirement requirement) {
    if (requirement.level() == Level.MUST
        && (requirement.obligation() == null || requirement.obligation().isBlank())) {
      throw new SpecDocumentException(
          requirement.id()
              + " is MUST but names no obligation: what in its quote binds the server"
              + " (docs/internal/levels.md)");
    }
  }

  public String profile() {
    return profile;
  }

  /** The spec text the catalogue was written from, for report headers. */
  public String spec() {
    return spec;
  }

  /**
   * The SHA-256 of the catalogue file as read: any edit of a rule, its level or words changes it.
   */
  public String sha256() {
    return sha256;
  }

  public Collection<Requirement> all() {
    return byId.values();
  }

  public Optional<Requirement> find(String id) {
    return Optional.ofNullable(byId.get(id));
  }

  public Requirement get(String id) {
    return find(id).orElseThrow(() -> new SpecDocumentException("unknown requirement ID " + id));
  }
}
