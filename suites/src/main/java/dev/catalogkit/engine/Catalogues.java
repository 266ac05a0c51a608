package dev.catalogkit.engine;

import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.RequirementCatalogue;
import java.util.List;
import java.util.Optional;

/** The requirement catalogues of every profile; IDs are unique across them (ICE-, PAI-). */
public final class Catalogues {

  private static final List<String> PROFILES = List.of("iceberg", "paimon");

  private static volatile List<RequirementCatalogue> loaded;

  private Catalogues() {}

  public static List<RequirementCatalogue> all() {
    if (loaded == null) {
      loaded = PROFILES.stream().map(RequirementCatalogue::load).toList();
    }
    return loaded;
  }

  /** The catalogue of one profile, as loaded for all of them. */
  public static RequirementCatalogue of(String profile) {
    return all().stream()
        .filter(catalogue -> catalogue.profile().equals(profile))
        .findFirst()
        .orElseThrow(() -> new RunAborted("no requirement catalogue for profile " + profile));
  }

  public static Optional<Requirement> find(String id) {
    return all().stream().flatMap(c -> c.find(id).stream()).findFirst();
  }
}
